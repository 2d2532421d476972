// Debian's nginx serving a built site with the generated includes, for the HTTP tests and the
// benchmark: a private configuration, on a free loopback port, stopped by whoever started it.
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import path from 'path';
import { nginxCmsHttpConf, nginxCmsServerConf } from '../../plugins/site-serving/nginx-cms';
import { SECURITY_HEADERS } from '../../shared/security-headers';
import { waitForHttp } from './processes';

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
const PERL_MODULE = '/usr/lib/nginx/modules/ngx_http_perl_module.so';

export const assertNginxInstalled = () => {
  if (!fs.existsSync(NGINX_PATH) || !fs.existsSync(PERL_MODULE)) {
    throw new Error(
      `nginx with its perl module was not found (${NGINX_PATH}, ${PERL_MODULE}). Install them with ` +
        '`sudo apt-get install -y nginx libnginx-mod-http-perl`, or set NGINX_PATH.',
    );
  }
};

export interface NginxSite {
  process: ChildProcess;
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts nginx on `port` for the site built in `siteDir`: its public/ folder, and the includes the
 * build generated (build/nginx/, or `generatedDir`). With `cmsUpstreamUrl`, /api/ and /uploads/
 * go to that CMS through the cache, with the CMS includes written for it (cache in `workDir`).
 */
export const startNginx = async ({
  siteDir,
  port,
  workDir,
  generatedDir = path.join(siteDir, 'build', 'nginx'),
  cmsUpstreamUrl,
}: {
  siteDir: string;
  port: number;
  workDir: string;
  generatedDir?: string;
  cmsUpstreamUrl?: string;
}): Promise<NginxSite> => {
  assertNginxInstalled();
  fs.mkdirSync(workDir, { recursive: true });
  const generated = generatedDir;
  const cmsIncludes = cmsUpstreamUrl
    ? { http: path.join(workDir, 'esnum-cms.http.conf'), server: path.join(workDir, 'esnum-cms-locations.conf') }
    : null;
  if (cmsIncludes) {
    const options = { upstreamUrl: cmsUpstreamUrl!, cacheDir: path.join(workDir, 'cms-cache') };
    fs.writeFileSync(cmsIncludes.http, nginxCmsHttpConf(options));
    fs.writeFileSync(cmsIncludes.server, nginxCmsServerConf({ ...options, securityHeaders: SECURITY_HEADERS }));
  }
  const conf = path.join(workDir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    [
      `load_module ${PERL_MODULE};`,
      'daemon off;',
      'worker_processes 1;',
      // The tests' files belong to the user running them.
      'user root;',
      `pid ${path.join(workDir, 'nginx.pid')};`,
      `error_log ${path.join(workDir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      `    access_log off;`,
      `    client_body_temp_path ${path.join(workDir, 'body')};`,
      `    proxy_temp_path ${path.join(workDir, 'proxy')};`,
      `    fastcgi_temp_path ${path.join(workDir, 'fastcgi')};`,
      `    uwsgi_temp_path ${path.join(workDir, 'uwsgi')};`,
      `    scgi_temp_path ${path.join(workDir, 'scgi')};`,
      `    include ${path.join(generated, 'esnum-redirects.http.conf')};`,
      `    include ${path.join(generated, 'esnum-csp.http.conf')};`,
      ...(cmsIncludes ? [`    include ${cmsIncludes.http};`] : []),
      '    server {',
      `        listen 127.0.0.1:${port};`,
      '        server_name _;',
      `        root ${path.join(siteDir, 'public')};`,
      `        include ${path.join(generated, 'esnum-locations.conf')};`,
      ...(cmsIncludes ? [`        include ${cmsIncludes.server};`] : []),
      '    }',
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX_PATH, ['-c', conf, '-p', workDir], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, { timeoutMs: 15_000, process: child });
  return {
    process: child,
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
};
