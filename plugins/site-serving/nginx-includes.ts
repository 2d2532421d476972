// The nginx includes of the redirects, clean URLs and headers (nginx.ts), written to build/nginx/
// from the redirect config plugins/site-pages compiled into public/.redirects.json: the same rules
// as the Node server's.
import fs from 'fs';
import path from 'path';
import { REDIRECT_CONFIG_FILE, type RedirectConfig } from '../../shared/redirects/config';
import { IMMUTABLE, REVALIDATE } from '../../shared/cache-policy';
import { SECURITY_HEADERS } from '../../shared/security-headers';
import { readCmsConnection } from '../strapi-schema/cms-connection';
import { DEFAULT_PAGES_UPSTREAM, nginxHttpConf, nginxServerConf } from './nginx';
import { nginxCmsHttpConf, nginxCmsServerConf } from './nginx-cms';

export const NGINX_DIR = path.join('build', 'nginx');

/** Where the CMS cache lives on the web server, unless NGINX_CMS_CACHE_DIR says otherwise. */
export const DEFAULT_NGINX_CMS_CACHE_DIR = '/var/cache/nginx/esnum-cms';

/** The CMS as nginx reaches it: CMS_UPSTREAM_URL, else the address the build sourced from. */
export const nginxCmsOptions = (env: NodeJS.ProcessEnv = process.env) => ({
  upstreamUrl: env.CMS_UPSTREAM_URL || readCmsConnection(env).url,
  cacheDir: env.NGINX_CMS_CACHE_DIR || DEFAULT_NGINX_CMS_CACHE_DIR,
  product: (env.SITE_PRODUCT || 'esnum').toLowerCase(),
});

/** The directory written, or null when the build compiled no redirect config. */
export const writeNginxIncludes = (root = process.cwd(), env: NodeJS.ProcessEnv = process.env): string | null => {
  const configFile = path.join(root, 'public', REDIRECT_CONFIG_FILE);
  if (!fs.existsSync(configFile)) return null;
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as RedirectConfig;
  const nginxDir = path.join(root, NGINX_DIR);
  fs.mkdirSync(nginxDir, { recursive: true });
  fs.writeFileSync(
    path.join(nginxDir, 'esnum-redirects.http.conf'),
    nginxHttpConf(config, env.SITE_PAGES_UPSTREAM || DEFAULT_PAGES_UPSTREAM),
  );
  fs.writeFileSync(
    path.join(nginxDir, 'esnum-locations.conf'),
    nginxServerConf(config, { security: SECURITY_HEADERS, revalidate: REVALIDATE, immutable: IMMUTABLE }),
  );
  const cms = nginxCmsOptions(env);
  fs.writeFileSync(path.join(nginxDir, 'esnum-cms.http.conf'), nginxCmsHttpConf(cms));
  fs.writeFileSync(path.join(nginxDir, 'esnum-cms-locations.conf'), nginxCmsServerConf({ ...cms, securityHeaders: SECURITY_HEADERS }));
  return nginxDir;
};
