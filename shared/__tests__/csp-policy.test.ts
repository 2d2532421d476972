/**
 * @jest-environment node
 */
import { createHash } from 'crypto';
import { addInlineHashes, contentSecurityPolicy, hashSource, inlineHashes, originOf } from '../csp-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('inlineHashes', () => {
  const page = [
    '<html><head><style data-href="/styles.css">body{margin:0}</style>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '</head><body>',
    '<script>window.pagePath="/campus/lyon";</script>',
    '<script type="module">const a=1;</script>',
    '<script type="text/javascript">const b=2;</script>',
    '<script type="module">const a=1;</script>',
    '<script src="/app-123.js" async></script>',
    '<script\n  id="gatsby-chunk-mapping"\n>window.___chunkMapping="{}";</script>',
    '</body></html>',
  ].join('');

  it('hashes the exact text of every executable inline script, once each', () => {
    expect(inlineHashes(page).scripts).toEqual([
      sha256('window.pagePath="/campus/lyon";'),
      sha256('const a=1;'),
      sha256('const b=2;'),
      sha256('window.___chunkMapping="{}";'),
    ]);
  });

  it('leaves out data blocks (JSON-LD) and external scripts, and hashes inline style sheets', () => {
    const { scripts, styles } = inlineHashes(page);
    expect(scripts).not.toContain(sha256('{"@type":"Organization"}'));
    expect(scripts).not.toContain(sha256(''));
    expect(styles).toEqual([sha256('body{margin:0}')]);
  });

  it('gives a hash that changes with a single character', () => {
    expect(hashSource('a')).not.toBe(hashSource('b'));
    expect(hashSource('window.x=1')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});

describe('contentSecurityPolicy', () => {
  const base = {
    cmsOrigin: 'https://cms.esnum.example/',
    tagManager: false,
    frameOrigins: ['https://static.esnum.example/footer/index.html'],
  };

  it('denies by default and allows scripts only from the site and by hash, never unsafe-inline or unsafe-eval; WebAssembly for the search', () => {
    const policy = directives(contentSecurityPolicy({ ...base, hashes: { scripts: ["'sha256-abc'"], styles: ["'sha256-def'"] } }));
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc'", "'wasm-unsafe-eval'"]);
    expect(policy['style-src']).toEqual(["'self'", "'sha256-def'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets the CMS in for data and images, and frames only from the footer frame host', () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy['connect-src']).toEqual(["'self'", 'https://cms.esnum.example']);
    expect(policy['img-src']).toContain('https://cms.esnum.example');
    expect(policy['frame-src']).toEqual(['https://static.esnum.example']);
  });

  it('adds the tag manager only when one is configured', () => {
    expect(contentSecurityPolicy(base)).not.toContain('googletagmanager');
    const policy = directives(contentSecurityPolicy({ ...base, tagManager: true }));
    expect(policy['script-src']).toContain('https://www.googletagmanager.com');
    expect(policy['connect-src']).toContain('https://www.googletagmanager.com');
  });

  it('forbids every frame when there is no footer frame, and ignores addresses that are not http(s)', () => {
    const policy = directives(contentSecurityPolicy({ ...base, frameOrigins: ['', 'javascript:alert(1)'] }));
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(originOf('not a url')).toBeNull();
  });
});

describe('addInlineHashes', () => {
  const hashes = { scripts: [sha256('a()'), sha256('b()')], styles: [sha256('body{margin:0}')] };
  it.each([
    { cmsOrigin: 'https://cms.esnum.example', tagManager: true, frameOrigins: ['https://static.esnum.example/footer/'] },
    { cmsOrigin: '', tagManager: false, frameOrigins: [] },
  ])('gives the default policy the page policy the build would write (tag manager: $tagManager)', (options) => {
    expect(addInlineHashes(contentSecurityPolicy(options), hashes)).toBe(contentSecurityPolicy({ ...options, hashes }));
  });

  it('leaves a policy as it is for a page without inline code', () => {
    const policy = contentSecurityPolicy({ cmsOrigin: '', tagManager: true, frameOrigins: [] });
    expect(addInlineHashes(policy, { scripts: [], styles: [] })).toBe(policy);
  });
});
