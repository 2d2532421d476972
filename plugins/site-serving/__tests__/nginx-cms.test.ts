/**
 * @jest-environment node
 */
// The CMS includes as text: what nginx does with them is tested against the real CMS in
// test/integration/19-live-data-cache.test.ts.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { nginxCmsHttpConf, nginxCmsServerConf } from '../nginx-cms';
import { DEFAULT_NGINX_CMS_CACHE_DIR, NGINX_DIR, writeNginxIncludes } from '../nginx-includes';

describe('the CMS upstream', () => {
  it('is the origin given, with the cache where the deployment keeps it', () => {
    const conf = nginxCmsHttpConf({ upstreamUrl: 'http://10.0.0.12:1337', cacheDir: '/srv/cache/cms' });
    expect(conf).toContain('server 10.0.0.12:1337;');
    expect(conf).toMatch(/^proxy_cache_path \/srv\/cache\/cms .*keys_zone=esnum_cms:10m/m);
  });

  it('is reached over TLS with the name of its certificate when it is https', () => {
    const locations = nginxCmsServerConf({ upstreamUrl: 'https://cms.esnum.example' });
    expect(nginxCmsHttpConf({ upstreamUrl: 'https://cms.esnum.example', cacheDir: '/c' })).toContain('server cms.esnum.example:443;');
    expect(locations).toContain('proxy_pass https://esnum_cms;');
    expect(locations).toContain('proxy_ssl_name cms.esnum.example;');
    expect(locations).toContain('proxy_set_header Host cms.esnum.example;');
  });

  it.each(['http://127.0.0.1:1337/api', 'ftp://cms.esnum.example', 'cms.esnum.example'])(
    'refuses %s, naming the variable',
    (upstreamUrl) => {
      expect(() => nginxCmsServerConf({ upstreamUrl })).toThrow(/must be an http\(s\) origin without a path \(CMS_UPSTREAM_URL\)/);
    },
  );
});

describe('writeNginxIncludes', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-nginx-cms-'));
    fs.mkdirSync(path.join(root, 'public'));
    fs.writeFileSync(
      path.join(root, 'public', '.redirects.json'),
      JSON.stringify({ exact: {}, patterns: [], raw: [], englishEnabled: true, canonicalOrigin: 'https://www.esnum.example' }),
    );
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('points the CMS includes at CMS_UPSTREAM_URL, else at the CMS the build sourced from', () => {
    writeNginxIncludes(root, { CMS_UPSTREAM_URL: 'http://cms.internal:1337', NGINX_CMS_CACHE_DIR: '/var/cache/esnum' });
    const http = fs.readFileSync(path.join(root, NGINX_DIR, 'esnum-cms.http.conf'), 'utf8');
    expect(http).toContain('server cms.internal:1337;');
    expect(http).toContain('proxy_cache_path /var/cache/esnum ');

    writeNginxIncludes(root, { STRAPI_URL: 'http://127.0.0.1:4444' });
    const fallback = fs.readFileSync(path.join(root, NGINX_DIR, 'esnum-cms.http.conf'), 'utf8');
    expect(fallback).toContain('server 127.0.0.1:4444;');
    expect(fallback).toContain(`proxy_cache_path ${DEFAULT_NGINX_CMS_CACHE_DIR} `);
    expect(fs.readFileSync(path.join(root, NGINX_DIR, 'esnum-cms-locations.conf'), 'utf8')).toContain('location ^~ /api/ {');
  });
});
