// The "The site" widget of the admin home page (registered in src/admin/app.tsx): the update
// running, the changes waiting, and the last five updates with what they took.
import * as React from 'react';
import { useIntl } from 'react-intl';
import { Widget } from '@strapi/strapi/admin';
import { message } from './messages';
import { SiteBuildsView } from './SiteStatusViews';
import type { SiteBuildsStatus } from './types';
import { useSiteStatus } from './useSiteStatus';

const NO_PARAMS = {};

export const SiteStatusWidget = () => {
  const { formatMessage } = useIntl();
  const { status, readAt, error } = useSiteStatus<SiteBuildsStatus>('/esnum/site-status', NO_PARAMS);
  if (error) return <Widget.Error>{error}</Widget.Error>;
  if (!status) return <Widget.Loading>{formatMessage(message('status.loading'))}</Widget.Loading>;
  return <SiteBuildsView status={status} now={readAt} />;
};
