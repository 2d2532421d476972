// React 18's streaming renderer, which Gatsby uses for its HTML, can leave NUL bytes where a
// multi-byte character straddles its 2 KB buffer (facebook/react#26228, unreleased for React 18;
// gatsbyjs/gatsby#38747). Browsers read a NUL as U+FFFD, so "actualités" in an aria-label became
// "actualit\uFFFDés". NUL is never valid in HTML: the built pages are cleaned before they are served.
import fs from 'fs';
import path from 'path';

export const listHtml = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listHtml(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });

/** Removes the NUL bytes of every HTML file of `dir`; only the files that had some are rewritten. */
export const stripNulBytes = (dir: string): string[] => {
  const cleaned: string[] = [];
  for (const file of listHtml(dir)) {
    const content = fs.readFileSync(file);
    if (!content.includes(0)) continue;
    fs.writeFileSync(file, Buffer.from(content.filter((byte) => byte !== 0)));
    cleaned.push(file);
  }
  return cleaned;
};
