// The Content-Security-Policy of the site, built after the build from the HTML Gatsby wrote: every
// inline script (Gatsby's page path and chunk map, gatsby-plugin-image's loader) and inline style
// sheet is allowed by its SHA-256 hash, so script-src needs neither 'unsafe-inline' nor
// 'unsafe-eval' (only 'wasm-unsafe-eval', for the search's WebAssembly), and each page's policy allows exactly the inline code of that page. No framework
// imports: the build step, the server's pages on request, the fast lane and the tests share it;
// the servers read its output (csp-config.ts).
import { createHash } from 'crypto';

/** Script types a browser executes: classic (no type, or a JavaScript MIME type) and modules. */
const EXECUTABLE_SCRIPT_TYPE = /^(?:|module|(?:text|application)\/(?:javascript|ecmascript|x-javascript)|text\/jscript)$/i;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;

/** A CSP hash source: 'sha256-<base64 of the digest of the exact text between the tags>'. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const unique = (values: string[]) => [...new Set(values)];

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** The hash sources of a page's inline scripts (data blocks such as JSON-LD excepted) and styles. */
export const inlineHashes = (html: string): InlineHashes => {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim();
    if (EXECUTABLE_SCRIPT_TYPE.test(typeValue)) scripts.push(hashSource(body));
  }
  const styles = [...html.matchAll(INLINE_STYLE)].map(([, body]) => hashSource(body));
  return { scripts: unique(scripts), styles: unique(styles) };
};

/** Where the tag manager loads from and sends to, per Google's CSP guide for Tag Manager and GA4. */
export const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};

export interface PolicyOptions {
  /** The CMS origin browsers call for live data and rich-text images (GATSBY_CMS_URL). */
  cmsOrigin: string;
  /** Whether a tag-manager container is configured (loaded only after consent). */
  tagManager: boolean;
  /** Origins of the frames the pages embed: the footer frame's host. */
  frameOrigins: string[];
  /** The page's inline code; none for files that are not HTML. */
  hashes?: InlineHashes;
}

/** "https://cms.example/api" → "https://cms.example"; anything that is not an http(s) URL → null. */
export const originOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * The policy: nothing by default, then each kind of resource from where the site really loads it.
 * Inline style attributes (React's style props, gatsby-plugin-image's layout) are allowed by
 * style-src-attr; inline style sheets need their hash like scripts do.
 */
export const contentSecurityPolicy = ({ cmsOrigin, tagManager, frameOrigins, hashes }: PolicyOptions) => {
  const cms = originOf(cmsOrigin);
  const gtm = (kind: keyof typeof TAG_MANAGER_SOURCES) => (tagManager ? TAG_MANAGER_SOURCES[kind] : []);
  const frames = unique(frameOrigins.map(originOf).filter((origin): origin is string => origin !== null));
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    // 'wasm-unsafe-eval' lets the site search compile its WebAssembly engine (Pagefind); it allows
    // no eval() of JavaScript, which 'unsafe-eval' would.
    ['script-src', ["'self'", ...(hashes?.scripts ?? []), ...gtm('script'), "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'", ...(hashes?.styles ?? [])]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(cms ? [cms] : []), ...gtm('img')]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(cms ? [cms] : []), ...gtm('connect')]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['form-action', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
};

/**
 * `policy`, a policy without page hashes (the site's default one), with a page's inline code
 * allowed: the policy contentSecurityPolicy gives for that page. For pages drawn outside a build
 * (page-renderer.ts), which has not the build's options but has its default policy.
 */
export const addInlineHashes = (policy: string, hashes: InlineHashes) =>
  policy
    .split('; ')
    .map((directive) => {
      const [name, ...sources] = directive.split(' ');
      const added = name === 'script-src' ? hashes.scripts : name === 'style-src' ? hashes.styles : [];
      if (added.length === 0) return directive;
      const [self, ...rest] = sources;
      return [name, self, ...unique([...added, ...rest])].join(' ');
    })
    .join('; ');
