// After the build: the Content-Security-Policy of every page, with the hashes of its inline
// scripts and styles (shared/csp-policy.ts), written where each server reads it.
import fs from 'fs';
import path from 'path';
import { CSP_CONFIG_FILE, type CspConfig } from '../../shared/csp-config';
import { contentSecurityPolicy, type InlineHashes, type PolicyOptions } from '../../shared/csp-policy';
import { netlifyCspHeaders, nginxCspConf } from './csp-outputs';
import { writeNetlifyHeadersBlock } from './netlify-headers';

export const NGINX_CSP_INCLUDE = path.join('build', 'nginx', 'esnum-csp.http.conf');

/** One policy per page from its inline hashes (see built-pages.ts), and a default without any. */
export const buildCspConfig = (pageHashes: Record<string, InlineHashes>, options: Omit<PolicyOptions, 'hashes'>): CspConfig => {
  const pages: Record<string, string> = {};
  for (const [page, hashes] of Object.entries(pageHashes)) pages[page] = contentSecurityPolicy({ ...options, hashes });
  return { version: 1, default: contentSecurityPolicy(options), pages };
};

export const writeCspOutputs = ({ root, config, netlify }: { root: string; config: CspConfig; netlify: boolean }) => {
  const publicDir = path.join(root, 'public');
  // Written aside then renamed: a running server re-reads it and must never see half a file.
  const file = path.join(publicDir, CSP_CONFIG_FILE);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(config));
  fs.renameSync(`${file}.tmp`, file);
  fs.mkdirSync(path.dirname(path.join(root, NGINX_CSP_INCLUDE)), { recursive: true });
  fs.writeFileSync(path.join(root, NGINX_CSP_INCLUDE), nginxCspConf(config));
  if (netlify) writeNetlifyHeadersBlock(publicDir, 'Content-Security-Policy', netlifyCspHeaders(config));
};
