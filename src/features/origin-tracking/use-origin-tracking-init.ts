// At the visitor's first page load: the origin tracking from the cookies of an earlier visit (2
// days), or computed from this load's URL and referrer and stored in cookies. A later campaign link
// within the two days changes nothing (first arrival wins, see src/lib/tracking-cookies.ts).
import { useEffect } from 'react';
import { computeOriginTracking } from '@/lib/origin-tracking';
import { readCookies, trackingCookies, trackingFromCookies } from '@/lib/tracking-cookies';
import { useSetOriginTracking } from '@/state/origin-tracking';

export const initOriginTracking = (doc: Document, pageUrl: string) => {
  const stored = trackingFromCookies(readCookies(doc.cookie));
  if (stored) return stored;
  const tracking = computeOriginTracking(pageUrl, doc.referrer);
  for (const cookie of trackingCookies(tracking, new URL(pageUrl).protocol === 'https:')) doc.cookie = cookie;
  return tracking;
};

export const useOriginTrackingInit = () => {
  const setTracking = useSetOriginTracking();
  useEffect(() => {
    setTracking(initOriginTracking(document, window.location.href));
  }, [setTracking]);
};
