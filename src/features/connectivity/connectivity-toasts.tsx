// The connectivity toasts of the installed app (spec §1): mounted once in the site frame, so they
// outlive page changes. In a browser tab they render nothing at all. Each change is also told to
// the tag manager's data layer (which does nothing without a container id or consent).
import React from 'react';
import { trackConnectivity } from '@/lib/analytics/track';
import { PopupToast } from './popup-toast';
import { useConnectivityMessages } from './use-connectivity-messages';
import { useInstalledApp } from './use-installed-app';
import { useRefreshPageData } from './use-refresh-page-data';

export const ConnectivityToasts = () => {
  const installed = useInstalledApp();
  const refreshPageData = useRefreshPageData();
  useConnectivityMessages(installed, { onChange: trackConnectivity, onBackOnline: refreshPageData });
  return installed ? <PopupToast /> : null;
};
