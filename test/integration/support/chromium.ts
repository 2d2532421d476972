// The system Chromium for the browser tests (scripts/lib/chromium.ts), and what the service-worker
// tests add to it.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium';

export { assertChromiumInstalled } from '../../../scripts/lib/chromium';

/**
 * Gatsby only registers the service worker on https or on the host name `localhost` (not
 * 127.0.0.1): the service-worker tests open the loopback servers as localhost, mapped by this
 * launch to 127.0.0.1 whatever the machine's resolver says (`test.use({ launchOptions })`).
 */
export const SERVICE_WORKER_LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP localhost 127.0.0.1'],
};

/** The same server, under the host name the service worker needs. */
export const asLocalhost = (url: string) => url.replace('//127.0.0.1:', '//localhost:');
