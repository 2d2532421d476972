// An editor changes a news title in the CMS; the next build (warm: Gatsby's cache and the
// source plugin's incremental fetch) shows the new title. Runs last: it rebuilds the shared site.
import path from 'path';
import { cmsGet, editAndPublish } from './support/cms-api';
import { gatsbyBuild } from './support/gatsby-build';
import { firstHeading } from './support/html';
import { readState } from './support/state';

describe('content update', () => {
  it('shows a news title changed in the CMS after a rebuild', async () => {
    const { siteDir, siteUrl, cmsUrl, firstBuildSeconds } = readState();
    const { data } = await cmsGet<{ data: Array<{ documentId: string; slug: string; title: string }> }>(
      '/api/news?locale=fr&pagination[pageSize]=1&fields[0]=slug&fields[1]=title',
    );
    const [item] = data;
    const newTitle = `${item.title} (mis à jour ${Date.now()})`;
    await editAndPublish('api::news-article.news-article', item.documentId, 'fr', { title: newTitle });

    const before = firstHeading(await (await fetch(`${siteUrl}/actualites/${item.slug}`)).text());
    expect(before).toBe(item.title);

    const build = await gatsbyBuild(siteDir, { STRAPI_URL: cmsUrl, STRAPI_TOKEN_FILE: path.join(readState().tmpDir, 'cms', 'site-build-token.json') });
    expect(build.code).toBe(0);
    process.stdout.write(
      `[integration] cold build ${firstBuildSeconds.toFixed(0)} s, warm rebuild after one edit ${build.seconds.toFixed(0)} s\n`,
    );

    const after = firstHeading(await (await fetch(`${siteUrl}/actualites/${item.slug}`)).text());
    expect(after).toBe(newTitle);
    const english = await cmsGet<{ data: Array<{ title: string }> }>(
      `/api/news?locale=en&filters[documentId][$eq]=${item.documentId}&fields[0]=title`,
    );
    expect(english.data[0].title).not.toBe(newTitle);
  });
});
