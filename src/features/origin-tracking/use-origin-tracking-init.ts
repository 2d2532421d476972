// At the visitor's first page load: the origin tracking from the cookies of an earlier visit (2
// days), or computed from this load's URL and referrer and stored in cookies. A later campaign link
// within the two days changes nothing (first arrival wins, see src/lib/tracking-cookies.ts).
import { useEffect } from 'react';
import { computeOriginTracking } from '@/lib/origin-tracking';
import { isSecurePage, readCookie, writeCookie } from '@/lib/browser-cookies';
import { TRACKING_COOKIE_MAX_AGE, trackingCookies, trackingFromCookies } from '@/lib/tracking-cookies';
import { useSetOriginTracking } from '@/state/origin-tracking';

export const initOriginTracking = (pageUrl: string, referrer: string) => {
  const stored = trackingFromCookies(readCookie);
  if (stored) return stored;
  const tracking = computeOriginTracking(pageUrl, referrer);
  const secure = isSecurePage(new URL(pageUrl).protocol);
  for (const [name, value] of trackingCookies(tracking)) writeCookie(name, value, { maxAge: TRACKING_COOKIE_MAX_AGE, secure });
  return tracking;
};

export const useOriginTrackingInit = () => {
  const setTracking = useSetOriginTracking();
  useEffect(() => {
    setTracking(initOriginTracking(window.location.href, document.referrer));
  }, [setTracking]);
};
