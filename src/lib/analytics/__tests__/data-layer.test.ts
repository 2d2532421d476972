import {
  isTagManagerLoaded,
  loadTagManager,
  pushToDataLayer,
  removeCookies,
  resetDataLayerForTests,
  startDataLayer,
  updateConsentMode,
} from '../data-layer';
import { trackCampusChoice, trackConnectivity, trackCrmRedirect, trackLanguageSwitch, trackPageView, trackPopinOpen } from '../track';

const GTM_SCRIPT = 'script[src^="https://www.googletagmanager.com/"]';
const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';
/** The data layer as plain values: gtag() commands (arguments objects) become arrays. */
const dataLayer = () =>
  (window.dataLayer ?? []).map((entry) => (isArguments(entry) ? ['gtag', ...Array.from(entry as IArguments)] : entry));

afterEach(() => {
  resetDataLayerForTests();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('before the data layer is started (no container id)', () => {
  it('every tracking function is inert: no window.dataLayer, no script', () => {
    expect(trackPageView({ path: '/', language: 'fr', template: 'home' })).toBe(false);
    expect(trackPopinOpen('brochure')).toBe(false);
    expect(trackCampusChoice('brochure', 'lyon')).toBe(false);
    expect(trackCrmRedirect('brochure', 'lyon', 'direct')).toBe(false);
    expect(trackLanguageSwitch('fr', 'en')).toBe(false);
    expect(trackConnectivity(false)).toBe(false);
    updateConsentMode({ analytics: true, advertising: true });
    loadTagManager('GTM-TEST123');
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelector(GTM_SCRIPT)).toBeNull();
  });
});

describe('once started', () => {
  it('starts with the consent-mode defaults, pushed the way gtag() does', () => {
    startDataLayer();
    expect(window.dataLayer).toHaveLength(1);
    expect(isArguments(window.dataLayer![0])).toBe(true);
    expect(dataLayer()).toEqual([
      [
        'gtag',
        'consent',
        'default',
        { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
      ],
    ]);
  });

  it('starts once', () => {
    startDataLayer();
    startDataLayer();
    expect(window.dataLayer).toHaveLength(1);
  });

  it('keeps what window.dataLayer already held', () => {
    window.dataLayer = [{ event: 'earlier' }];
    startDataLayer();
    expect(dataLayer()[0]).toEqual({ event: 'earlier' });
    expect(dataLayer()[1]).toEqual(['gtag', 'consent', 'default', expect.objectContaining({ ad_storage: 'denied' })]);
  });

  it('pushes the tracked events after the defaults', () => {
    startDataLayer();
    trackPageView({ path: '/agenda', language: 'fr', template: 'agenda' });
    trackPopinOpen('contact');
    trackConnectivity(true);
    expect(dataLayer().slice(1)).toEqual([
      { event: 'page_view', page_path: '/agenda', page_language: 'fr', page_template: 'agenda' },
      { event: 'popin_open', crm_action: 'contact' },
      { event: 'connectivity', connectivity: 'online' },
    ]);
    expect(pushToDataLayer({ event: 'custom' })).toBe(true);
  });

  it('pushes a consent update, then the container start event and its script, once', () => {
    startDataLayer();
    updateConsentMode({ analytics: true, advertising: false });
    expect(isTagManagerLoaded('GTM-TEST123')).toBe(false);
    loadTagManager('GTM-TEST123');
    loadTagManager('GTM-TEST123');
    const entries = dataLayer();
    expect(entries[1]).toEqual([
      'gtag',
      'consent',
      'update',
      { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(entries[2]).toEqual({ 'gtm.start': expect.any(Number), event: 'gtm.js' });
    expect(entries).toHaveLength(3);
    const scripts = document.querySelectorAll<HTMLScriptElement>(GTM_SCRIPT);
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(scripts[0].async).toBe(true);
    expect(isTagManagerLoaded('GTM-TEST123')).toBe(true);
  });
});

describe('removeCookies', () => {
  it('expires the named cookies and leaves the others', () => {
    document.cookie = '_ga=GA1.1.123; Path=/';
    document.cookie = '_gid=GA1.1.456; Path=/';
    document.cookie = 'utm_source=newsletter; Path=/';
    removeCookies(['_ga', '_gid']);
    expect(document.cookie).toBe('utm_source=newsletter');
    document.cookie = 'utm_source=; Max-Age=0; Path=/';
  });
});
