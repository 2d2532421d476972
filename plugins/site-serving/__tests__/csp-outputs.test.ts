/**
 * @jest-environment node
 */
// The policies written for each server (csp-outputs.ts), from the file the build writes
// (shared/csp-config.ts); the policies themselves are shared/__tests__/csp-policy.test.ts.
import { netlifyCspHeaders, nginxCspConf, pagePathOfFile } from '../csp-outputs';

describe('per-server outputs', () => {
  const config = {
    version: 1 as const,
    default: "default-src 'none'",
    pages: {
      'index.html': "script-src 'sha256-home'",
      'campus/lyon/index.html': "script-src 'sha256-lyon'",
      'en/404.html': "script-src 'sha256-404'",
    },
  };

  it('maps each served file to its policy for nginx', () => {
    const conf = nginxCspConf(config);
    expect(conf).toContain(`default "default-src 'none'";`);
    expect(conf).toContain(`"/campus/lyon/index.html" "script-src 'sha256-lyon'";`);
    expect(conf).toContain(`"/en/404.html" "script-src 'sha256-404'";`);
  });

  it('writes one Netlify rule per page address, without a catch-all that would add a second policy', () => {
    const headers = netlifyCspHeaders(config);
    expect(headers).toBe(
      "/\n  Content-Security-Policy: script-src 'sha256-home'\n/campus/lyon\n  Content-Security-Policy: script-src 'sha256-lyon'\n",
    );
    expect(pagePathOfFile('en/index.html')).toBe('/en');
    expect(pagePathOfFile('404.html')).toBe('/404');
  });
});
