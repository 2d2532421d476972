// The system Chromium, driven by playwright-core (Playwright's own browser download does not
// work on this kind of machine), for the browser tests and `npm run audit`.
import fs from 'fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
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
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...args] });
