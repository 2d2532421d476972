// The Nu HTML checker (vnu.jar, the engine of validator.w3.org/nu) over the built pages: one Java
// process for many files, since starting the JVM costs seconds and checking a page milliseconds.
// Errors (and files vnu could not read) are defects; warnings are only counted. Info messages are
// not requested: on this site they are all "trailing slash on void elements", the way React
// serialises `<meta/>`, tens of thousands of lines that say nothing about the page.
import { execFile } from 'child_process';
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';
import { TARGETS } from './targets';
import type { AuditPage, AuditResult, Finding } from './types';

const AUDIT = 'html';

/** vnu-jar has no types and its postinstall (a Java downloader) is blocked: only the jar is used. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Characters of file arguments per Java process, so that the command line stays far below the
 * system's limit (32 767 characters on Windows, the lowest); the whole site fits in one or two.
 */
const MAX_ARGUMENT_CHARACTERS = 24_000;

const EXTRACT_MAX_CHARACTERS = 120;

/** Not pages: Gatsby's development 404 page, and the slice fragments Gatsby inlines into pages. */
const SKIPPED_PATHS = /(?:^|\/)dev-404-page(?:\/|\.html$)|^_gatsby\//;

export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

const pagesText = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;

const toPosix = (file: string) => file.split(path.sep).join('/');

/** Every HTML page the build wrote, relative to publicDir, sorted. */
export const builtHtmlFiles = (publicDir: string): string[] => {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.isFile() && entry.name.endsWith('.html') ? [toPosix(path.relative(publicDir, full))] : [];
    });
  return walk(publicDir)
    .filter((file) => !SKIPPED_PATHS.test(file))
    .sort();
};

/** The file the production server answers a page path with: `/` → index.html, `/x` → x/index.html, `/404` → 404.html. */
export const pageFile = (pagePath: string) => {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return 'index.html';
  if (/(?:^|\/)404(?:\.html)?$/.test(trimmed)) return `${trimmed.replace(/\.html$/, '')}.html`;
  return `${trimmed}/index.html`;
};

/** The built files of the audited pages (one per template and language), for the fast check of `npm test`. */
export const sampleHtmlFiles = (publicDir: string, pages: AuditPage[]): string[] => [
  ...new Set(pages.map((page) => path.join(publicDir, pageFile(page.path)))),
];

/** Groups arguments so that each group's total length stays under `maxCharacters`. */
export const batchArguments = (files: string[], maxCharacters = MAX_ARGUMENT_CHARACTERS): string[][] => {
  const batches: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const file of files) {
    if (current.length > 0 && length + file.length + 1 > maxCharacters) {
      batches.push(current);
      current = [];
      length = 0;
    }
    current.push(file);
    length += file.length + 1;
  }
  if (current.length > 0) batches.push(current);
  return batches;
};

/** The highlighted part of vnu's extract, on one line and cut to a readable length. */
export const shortExtract = ({ extract, hiliteStart, hiliteLength }: VnuMessage) => {
  if (!extract) return '';
  const highlighted = hiliteStart !== undefined && hiliteLength ? extract.slice(hiliteStart, hiliteStart + hiliteLength) : extract;
  const oneLine = highlighted.replace(/\s+/g, ' ').trim();
  return oneLine.length > EXTRACT_MAX_CHARACTERS ? `${oneLine.slice(0, EXTRACT_MAX_CHARACTERS - 1)}…` : oneLine;
};

/** `file:/abs/path` (vnu's form) → the path relative to publicDir, with `/` separators. */
const whereOf = (url: string | undefined, publicDir: string) => {
  if (!url) return '(vnu)';
  try {
    return toPosix(path.relative(publicDir, fileURLToPath(new URL(url))));
  } catch {
    return url;
  }
};

export const vnuFinding = (message: VnuMessage, publicDir: string): Finding => {
  const line = message.firstLine ?? message.lastLine;
  const column = message.firstColumn ?? message.lastColumn;
  const position = line !== undefined ? `${line}:${column ?? 0} ` : '';
  const extract = shortExtract(message);
  return {
    audit: AUDIT,
    where: whereOf(message.url, publicDir),
    message: `${position}${message.type === 'non-document-error' ? '(could not check) ' : ''}${message.message}${extract ? ` — \`${extract}\`` : ''}`,
  };
};

const runVnu = (files: string[], cwd: string) =>
  new Promise<VnuMessage[]>((resolve, reject) => {
    const args = [
      '-jar',
      VNU_JAR,
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      '--skip-non-html',
      '--skip-info-messages',
      ...files,
    ];
    // vnu prints its whole report at the end; 11 MB for the site with info messages, far less without.
    execFile('java', args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) {
        const missingJava = (error as NodeJS.ErrnoException).code === 'ENOENT';
        reject(
          new Error(
            missingJava ? 'The Nu HTML checker needs Java 11 or later on the PATH (`java`).' : `vnu failed: ${stderr || error.message}`,
          ),
        );
        return;
      }
      try {
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu did not answer in JSON: ${(stdout || stderr).slice(0, 500)}`));
      }
    });
  });

export const htmlValidityAudit = async ({
  publicDir,
  files,
  onProgress = () => undefined,
}: {
  publicDir: string;
  /** Files to check (absolute, or relative to publicDir); every built page when omitted. */
  files?: string[];
  onProgress?: (line: string) => void;
}): Promise<AuditResult> => {
  const relativeFiles = (files ?? builtHtmlFiles(publicDir)).map((file) =>
    toPosix(path.isAbsolute(file) ? path.relative(publicDir, file) : file),
  );
  const batches = batchArguments(relativeFiles);
  const messages: VnuMessage[] = [];
  for (const [index, batch] of batches.entries()) {
    const started = Date.now();
    onProgress(`vnu: checking ${pagesText(batch.length)}${batches.length > 1 ? ` (batch ${index + 1}/${batches.length})` : ''}…`);
    messages.push(...(await runVnu(batch, publicDir)));
    onProgress(`vnu: ${pagesText(batch.length)} checked in ${Math.round((Date.now() - started) / 1000)} s`);
  }

  const findings = messages.filter((message) => message.type !== 'info').map((message) => vnuFinding(message, publicDir));
  const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning').length;
  const pagesWithErrors = new Set(findings.map((finding) => finding.where)).size;
  onProgress(`vnu: ${findings.length} errors on ${pagesWithErrors} of ${pagesText(relativeFiles.length)}, ${warnings} warnings`);

  const site = { audit: AUDIT, template: 'site', language: 'all' };
  return {
    measurements: [
      { ...site, metric: 'errors', value: findings.length, unit: 'count', target: TARGETS.htmlErrors },
      { ...site, metric: 'pages checked', value: relativeFiles.length, unit: 'count' },
      { ...site, metric: 'warnings', value: warnings, unit: 'count' },
    ],
    findings,
  };
};
