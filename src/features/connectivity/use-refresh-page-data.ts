// Refreshing the current page's data: the live calls again (every upcoming-events list shown asks
// the CMS again, the others when next shown), and the page's built data re-fetched and compared
// with what the page shows (see page-data-check.ts).
import { useCallback } from 'react';
import { useRequestEventsRefresh } from '@/state/events';
import { reloadIfPageDataChanged } from './page-data-check';

export const useRefreshPageData = () => {
  const requestEventsRefresh = useRequestEventsRefresh();
  return useCallback(() => {
    requestEventsRefresh();
    void reloadIfPageDataChanged();
  }, [requestEventsRefresh]);
};
