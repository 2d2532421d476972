// The tag-manager data layer (`window.dataLayer`) and the container script. Nothing here runs
// unless a container id is configured: `startDataLayer` is only called then (see
// src/features/consent/tag-manager.tsx), and until it is, pushes are dropped and
// `window.dataLayer` does not exist. The container script itself is only added after consent.
import { CONSENT_MODE_DEFAULTS, type ConsentPurposes, consentModeUpdate } from './consent';
import { tagManagerScriptUrl } from './tag-manager-id';
import { removeCookie } from '../browser-cookies';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let started = false;

const browser = () => typeof window !== 'undefined';

/**
 * gtag() as Google's snippet defines it: the tag manager reads consent commands only as an
 * `arguments` object, not as an array.
 */
function gtag(..._command: unknown[]) {
  // eslint-disable-next-line prefer-rest-params -- the tag manager needs the arguments object itself (above)
  window.dataLayer!.push(arguments);
}

/**
 * Creates the data layer with the consent-mode defaults (everything denied) as its first entry,
 * so they are in place before the container can load. Idempotent.
 */
export const startDataLayer = () => {
  if (!browser() || started) return;
  window.dataLayer = window.dataLayer ?? [];
  gtag('consent', 'default', { ...CONSENT_MODE_DEFAULTS });
  started = true;
};

export const isDataLayerStarted = () => started;

/** Pushes an event when the data layer was started; returns whether it was. */
export const pushToDataLayer = (entry: object): boolean => {
  if (!browser() || !started) return false;
  window.dataLayer!.push(entry);
  return true;
};

/** Tells the tag manager the visitor's choice (consent mode v2 `update`). */
export const updateConsentMode = (purposes: ConsentPurposes) => {
  if (!browser() || !started) return;
  gtag('consent', 'update', consentModeUpdate(purposes));
};

const containerScript = (id: string) =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((script) => script.src === tagManagerScriptUrl(id)) ?? null;

export const isTagManagerLoaded = (id: string) => browser() && containerScript(id) !== null;

/** Adds the container script once (Google's snippet: the gtm.js start event, then the script). */
export const loadTagManager = (id: string) => {
  if (!browser() || !started || containerScript(id)) return;
  window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(id);
  document.head.appendChild(script);
};

/** Expires cookies on this host and on each parent domain (where Google's tags set them). */
export const removeCookies = (names: readonly string[]) => {
  if (!browser() || names.length === 0) return;
  const { hostname } = window.location;
  const labels = hostname.split('.');
  const isIpAddress = /^[\d.]+$|:/.test(hostname);
  const domains = isIpAddress || labels.length < 2 ? [] : labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
  for (const name of names) {
    removeCookie(name);
    for (const domain of domains) removeCookie(name, `.${domain}`);
  }
};

/** Forgets everything above; for tests, which share one module between cases. */
export const resetDataLayerForTests = () => {
  started = false;
  if (browser()) delete window.dataLayer;
};
