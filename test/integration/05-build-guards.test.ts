// A build never publishes a site with missing content: with the CMS out of reach, or with a
// token it refuses, it stops with a message naming the CMS URL, and a non-zero exit code.
import path from 'path';
import { freePort } from '../../scripts/lib/free-port';
import { gatsbyBuild } from './support/gatsby-build';
import { prepareSiteWorkdir } from '../../scripts/lib/site-workdir';
import { readState } from './support/state';

let workdir: string;

beforeAll(() => {
  // Fresh: a rerun in a kept environment finds the previous run's copy.
  workdir = prepareSiteWorkdir(path.join(readState().tmpDir, 'guarded-site'), { fresh: true });
});

describe('build guards', () => {
  it('fails, naming the CMS URL, when the CMS cannot be reached', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const result = await gatsbyBuild(workdir, { STRAPI_URL: url, STRAPI_TOKEN: 'unused' });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(`The CMS at ${url} cannot be reached`);
  });

  it('fails when the CMS refuses the token', async () => {
    const { cmsUrl } = readState();
    const result = await gatsbyBuild(workdir, { STRAPI_URL: cmsUrl, STRAPI_TOKEN: 'not-a-valid-token' });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(`The CMS at ${cmsUrl} refused the site build token (HTTP 401`);
  });
});
