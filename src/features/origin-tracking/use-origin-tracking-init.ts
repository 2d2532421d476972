// At the visitor's first page load: the origin tracking from the cookies of an earlier visit (2
// days), or computed from this load's URL and referrer and stored in cookies; and the campaign
// parameters of the URL kept as cookies.
import { useEffect } from 'react';
import { computeOriginTracking } from '@/lib/origin-tracking';
import { marketingCookies, readCookies, trackingCookies, trackingFromCookies } from '@/lib/tracking-cookies';
import { useSetOriginTracking } from '@/state/origin-tracking';

export const initOriginTracking = (doc: Document, pageUrl: string) => {
  const secure = new URL(pageUrl).protocol === 'https:';
  const stored = trackingFromCookies(readCookies(doc.cookie));
  const tracking = stored ?? computeOriginTracking(pageUrl, doc.referrer);
  const storedNow = stored ? null : tracking;
  const cookies = [...(storedNow ? trackingCookies(storedNow, secure) : []), ...marketingCookies(pageUrl, secure, storedNow)];
  for (const cookie of cookies) doc.cookie = cookie;
  return tracking;
};

export const useOriginTrackingInit = () => {
  const setTracking = useSetOriginTracking();
  useEffect(() => {
    setTracking(initOriginTracking(document, window.location.href));
  }, [setTracking]);
};
