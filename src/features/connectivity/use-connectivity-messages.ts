// The connectivity messages of the installed app (spec §1, §4, §9): offline (already at load, or
// when the connection drops), a persistent message; back online, a message hidden after 5000 ms,
// and then the page's data are refreshed. Waiting for the message to go before refreshing follows
// the spec's order and gives a connection that has just come back a few seconds to settle.
import { useEffect, useRef } from 'react';
import { ONLINE_TOAST_MS } from '@/lib/constants';
import { type Popup, useHidePopup, useShowPopup } from './popup-state';

export const OFFLINE_POPUP: Popup = { id: 'connectivity/offline', textKey: 'connectivity.offline', persistent: true };
export const ONLINE_POPUP: Popup = { id: 'connectivity/online', textKey: 'connectivity.online', persistent: false };

interface ConnectivityHandlers {
  /** Called when the connection drops (false) or returns (true). */
  onChange?: (online: boolean) => void;
  /** Called once the online message is hidden. */
  onBackOnline: () => void;
}

export const useConnectivityMessages = (enabled: boolean, handlers: ConnectivityHandlers) => {
  const showPopup = useShowPopup();
  const hidePopup = useHidePopup();
  // The latest handlers, without restarting the listeners each time the caller renders.
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (!enabled) return undefined;
    let wentOffline = false;
    let onlineTimer: number | undefined;

    const goOffline = () => {
      window.clearTimeout(onlineTimer);
      wentOffline = true;
      showPopup(OFFLINE_POPUP);
      handlersRef.current.onChange?.(false);
    };
    const goOnline = () => {
      // Only a return: some browsers also fire `online` when one network replaces another.
      if (!wentOffline) return;
      wentOffline = false;
      window.clearTimeout(onlineTimer);
      showPopup(ONLINE_POPUP);
      handlersRef.current.onChange?.(true);
      onlineTimer = window.setTimeout(() => {
        hidePopup(ONLINE_POPUP.id);
        handlersRef.current.onBackOnline();
      }, ONLINE_TOAST_MS);
    };

    if (!window.navigator.onLine) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      window.clearTimeout(onlineTimer);
      hidePopup(OFFLINE_POPUP.id);
      hidePopup(ONLINE_POPUP.id);
    };
  }, [enabled, hidePopup, showPopup]);
};
