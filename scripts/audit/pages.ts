// One page of every template, in French and in English, picked from the built site: Gatsby writes
// a page-data.json per page naming the component (template) that renders it. Each page's HTML
// says whether it asks not to be indexed (the 404 and error pages), which Lighthouse's SEO score
// counts against it.
import fs from 'fs';
import path from 'path';
import type { AuditPage } from './types';

/** Pages that are not the site's own templates: the service worker's offline shell. */
const SKIPPED_COMPONENTS = /offline-app-shell/;

/** `component---src-templates-programme-list-tsx` → `programme-list`; `…-src-pages-404-tsx` → `404`. */
export const templateName = (componentChunkName: string) =>
  componentChunkName.replace(/^component---src-(?:templates|pages)-/, '').replace(/-[jt]sx?$/, '');

const pageDataFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageDataFiles(full);
    return entry.name === 'page-data.json' ? [full] : [];
  });

const META_TAG = /<meta\b[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);

/** Whether the page's HTML carries `<meta name="robots" content="…noindex…">` (in any attribute order). */
export const isNoindex = (html: string) =>
  [...html.matchAll(META_TAG)].some(
    ([tag]) => attribute(tag, 'name')?.toLowerCase() === 'robots' && /\bnoindex\b/i.test(attribute(tag, 'content') ?? ''),
  );

/** The HTML file the server sends for a page path: `/agenda` → `agenda/index.html`, `/404.html` → `404.html`. */
export const htmlFileOf = (publicDir: string, pagePath: string) =>
  path.join(publicDir, pagePath.endsWith('.html') ? pagePath : path.join(pagePath, 'index.html'));

const readNoindex = (publicDir: string, pagePath: string) => {
  const file = htmlFileOf(publicDir, pagePath);
  return fs.existsSync(file) && isNoindex(fs.readFileSync(file, 'utf8'));
};

/**
 * The shortest path of each template in each language (the list page rather than a category of
 * it), so that the same pages are audited from one build to the next.
 */
export const auditPages = (publicDir: string): AuditPage[] => {
  const chosen = new Map<string, AuditPage>();
  const candidates = pageDataFiles(path.join(publicDir, 'page-data'))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as { componentChunkName: string; path: string })
    .filter((page) => !SKIPPED_COMPONENTS.test(page.componentChunkName) && !/^\/(?:en\/)?dev-404-page/.test(page.path))
    .sort((a, b) => a.path.length - b.path.length || a.path.localeCompare(b.path));
  for (const page of candidates) {
    const language = /^\/en(?:\/|$)/.test(page.path) ? 'en' : 'fr';
    const template = templateName(page.componentChunkName);
    // The 404 page as the servers send it for any unknown address: its .html file.
    if (template === '404' && !page.path.endsWith('.html')) continue;
    const key = `${template}|${language}`;
    if (!chosen.has(key))
      chosen.set(key, { template, language, path: page.path, ...(readNoindex(publicDir, page.path) ? { noindex: true } : {}) });
  }
  return [...chosen.values()].sort((a, b) => a.template.localeCompare(b.template) || a.language.localeCompare(b.language));
};
