// The system Chromium for the browser tests (scripts/lib/chromium.ts), and the service-worker variants.
import { launchChromium } from '../../../scripts/lib/chromium';

export { assertChromiumInstalled, CHROMIUM_PATH, launchChromium } from '../../../scripts/lib/chromium';

/**
 * Gatsby only registers the service worker on https or on the host name `localhost` (not
 * 127.0.0.1): the service-worker tests open the loopback servers as localhost, mapped here to
 * 127.0.0.1 whatever the machine's resolver says.
 */
export const launchChromiumForServiceWorker = () => launchChromium({ args: ['--host-resolver-rules=MAP localhost 127.0.0.1'] });

/** The same server, under the host name the service worker needs. */
export const asLocalhost = (url: string) => url.replace('//127.0.0.1:', '//localhost:');
