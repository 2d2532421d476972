// The system Chromium, driven by playwright-core (Playwright's own browser download does not
// work on this kind of machine).
import fs from 'fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export const assertChromiumInstalled = () => {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. The browser tests drive the system Chromium: ` +
        'install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
};

export const launchChromium = ({ args = [] }: { args?: string[] } = {}): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...ARGS, ...args] });

/**
 * Gatsby only registers the service worker on https or on the host name `localhost` (not
 * 127.0.0.1): the service-worker tests open the loopback servers as localhost, mapped here to
 * 127.0.0.1 whatever the machine's resolver says.
 */
export const launchChromiumForServiceWorker = () => launchChromium({ args: ['--host-resolver-rules=MAP localhost 127.0.0.1'] });

/** The same server, under the host name the service worker needs. */
export const asLocalhost = (url: string) => url.replace('//127.0.0.1:', '//localhost:');
