// Where the site build finds the CMS and with which token: STRAPI_URL and STRAPI_TOKEN, or the
// token file the CMS bootstrap writes for local use (git-ignored).
import fs from 'fs';
import path from 'path';

export const DEFAULT_STRAPI_URL = 'http://127.0.0.1:1337';
export const DEFAULT_TOKEN_FILE = path.resolve(process.cwd(), 'cms', '.tmp', 'site-build-token.json');

export interface CmsConnection {
  url: string;
  token: string | undefined;
  tokenSource: string;
}

export const readCmsConnection = (env: NodeJS.ProcessEnv = process.env): CmsConnection => {
  const url = (env.STRAPI_URL || DEFAULT_STRAPI_URL).replace(/\/+$/, '');
  if (env.STRAPI_TOKEN) {
    return { url, token: env.STRAPI_TOKEN, tokenSource: 'STRAPI_TOKEN' };
  }
  const file = env.STRAPI_TOKEN_FILE || DEFAULT_TOKEN_FILE;
  if (fs.existsSync(file)) {
    const { token } = JSON.parse(fs.readFileSync(file, 'utf8')) as { token?: string };
    return { url, token, tokenSource: file };
  }
  return { url, token: undefined, tokenSource: `none (no STRAPI_TOKEN and no ${file})` };
};
