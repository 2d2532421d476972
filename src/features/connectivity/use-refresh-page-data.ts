// Refreshing the current page's data: the live calls again (announced to whoever shows live data,
// see src/lib/page-data-refreshed.ts: every upcoming-events list shown asks the CMS again, the
// others when next shown), and the page's built data re-fetched and compared with what the page
// shows (see page-data-check.ts). The check is loaded when it is needed, once the connection is
// back: only the installed app coming back online runs it, and every page would carry it.
import { useCallback } from 'react';
import { announcePageDataRefreshed } from '@/lib/page-data-refreshed';

export const useRefreshPageData = () =>
  useCallback(() => {
    announcePageDataRefreshed();
    void import('./page-data-check').then(({ reloadIfPageDataChanged }) => reloadIfPageDataChanged());
  }, []);
