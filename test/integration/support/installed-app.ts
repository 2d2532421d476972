// Running a page as the installed app. The DevTools protocol's media emulation
// (`Emulation.setEmulatedMedia` with the `display-mode` feature) is sent first, but Chromium
// ignores that feature (checked on Chromium 150: `matchMedia('(display-mode: standalone)')` stays
// false, while `prefers-color-scheme` in the same call works), and a headless Chromium does not open
// installed apps in an app window either (`PWA.install` then `PWA.launch` give a tab in display mode
// `browser`). So an init script also makes the page's `matchMedia` answer the standalone query as
// an installed app's window does, wherever the browser does not already.
import type { BrowserContext, Page } from 'playwright-core';

const STANDALONE_INIT_SCRIPT = `(() => {
  const realMatchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query) => {
    const list = realMatchMedia(query);
    if (String(query).replace(/\\s+/g, '') !== '(display-mode:standalone)' || list.matches) return list;
    return {
      matches: true,
      media: list.media,
      onchange: null,
      addEventListener: (...args) => list.addEventListener(...args),
      removeEventListener: (...args) => list.removeEventListener(...args),
      addListener: (listener) => list.addListener(listener),
      removeListener: (listener) => list.removeListener(listener),
      dispatchEvent: (event) => list.dispatchEvent(event),
    };
  };
})();`;

/** Makes `page` (and every page later loaded in it) run as the installed app. Call before `goto`. */
export const emulateInstalledApp = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'display-mode', value: 'standalone' }] });
  await page.addInitScript(STANDALONE_INIT_SCRIPT);
};
