// One page of every template, in French and in English, picked from the built site: Gatsby writes
// a page-data.json per page naming the component (template) that renders it.
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
    if (!chosen.has(key)) chosen.set(key, { template, language, path: page.path });
  }
  return [...chosen.values()].sort((a, b) => a.template.localeCompare(b.template) || a.language.localeCompare(b.language));
};
