// Refreshing the current page's data: the live calls again (announced to whoever shows live data,
// see src/lib/page-data-refreshed.ts: every upcoming-events list shown asks the CMS again, the
// others when next shown), and the page's built data re-fetched and compared with what the page
// shows (see page-data-check.ts). The check is loaded when it is needed, once the connection is
// back: only the installed app coming back online runs it, so no page carries it from the start.
// If the connection drops again before the check arrives, the page stays as it is, and the next
// time the connection comes back tries again.
import { useCallback } from 'react';
import { announcePageDataRefreshed } from '@/lib/page-data-refreshed';

export const useRefreshPageData = () =>
  useCallback(() => {
    announcePageDataRefreshed();
    import('./page-data-check')
      .then(({ reloadIfPageDataChanged }) => reloadIfPageDataChanged())
      .catch((error: unknown) => console.error('[connectivity] the page data check could not load; the page stays as it is', error));
  }, []);
