// Seed step: job profiles, with the programmes that lead to them.
import { toBlocks } from '../blocks';
import { type Ids, ids, pick, type SeedContext, seo } from '../context';
import { jobProfiles } from '../data/job-profiles';

export const seedJobProfiles = async ({ upsert, progress }: SeedContext, { programmeIds }: { programmeIds: Ids }) => {
  for (const profile of jobProfiles) {
    await upsert('api::job-profile.job-profile', { slug: profile.slug }, (lang) => ({
      slug: profile.slug,
      title: pick(profile.title, lang),
      summary: pick(profile.summary, lang),
      description: toBlocks(pick(profile.description, lang)),
      salaryRange: pick(profile.salaryRange, lang),
      programmes: ids(programmeIds, profile.programmes, 'programme'),
      seo: seo(pick(profile.summary, lang)),
    }));
  }
  progress('job profiles', jobProfiles.length);
};
