// The consent banner is in the server HTML, so that a first visitor sees it with the page's first
// paint rather than after the scripts have run (it was the page's largest paint, at 3.8 s on a
// throttled phone). A visitor who already chose must not see it flash: this script, in the head,
// marks the document before the body is painted, and CSS hides the banner until the tag manager
// has read the cookie and unmounted it (or, if the cookie turns out invalid, removed the mark).
import { CONSENT_COOKIE } from '@/lib/analytics/consent';

export const CONSENT_GIVEN_CLASS = 'esnum-consent-given';

export const consentGivenHeadScript = () =>
  `if(/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie))document.documentElement.classList.add('${CONSENT_GIVEN_CLASS}')`;
