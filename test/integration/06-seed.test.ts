// The seed is idempotent: run again on the seeded database (as `npm run cms:seed` does), it
// creates nothing and every collection keeps its count.
import path from 'path';
import { cmsFolderEnv, runCmsSeed } from '../../scripts/lib/cms';
import { cmsGet } from './support/cms-api';
import { readState } from './support/state';

const COLLECTIONS = ['campuses', 'programmes', 'news', 'events', 'blog-posts', 'job-offers', 'job-profiles', 'articles', 'crm-links'];

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      COLLECTIONS.flatMap((collection) =>
        ['fr', 'en'].map(async (locale) => {
          const { meta } = await cmsGet<{ meta: { pagination: { total: number } } }>(
            `/api/${collection}?locale=${locale}&pagination[pageSize]=1`,
          );
          return [`${collection}/${locale}`, meta.pagination.total] as const;
        }),
      ),
    ),
  );

describe('seed', () => {
  it('creates nothing when run again on a seeded database', async () => {
    const before = await counts();
    expect(before['campuses/fr']).toBe(26);
    expect(before['campuses/en']).toBe(26);
    expect(before['news/fr']).toBeGreaterThanOrEqual(60);
    expect(before['crm-links/fr']).toBe(78);

    const { tmpDir, cmsDatabaseEnv } = readState();
    const { code, output } = await runCmsSeed(cmsFolderEnv(path.join(tmpDir, 'cms'), cmsDatabaseEnv));
    expect(code).toBe(0);
    const created = [...output.matchAll(/seed: .*?, (\d+) documents created/g)].map((match) => Number(match[1]));
    expect(created.length).toBeGreaterThan(10);
    expect(created.every((count) => count === 0)).toBe(true);
    expect(await counts()).toEqual(before);
  });
});
