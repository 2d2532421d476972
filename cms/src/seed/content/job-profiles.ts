// Seed step: job profiles, with the programmes that lead to them and a drawn picture each.
import { toBlocks } from '../blocks';
import { type Ids, ids, pick, type SeedContext, seo } from '../context';
import { jobProfiles } from '../data/job-profiles';
import { programmes } from '../data/programmes';
import { jobProfilePictures } from '../data/pictures';
import type { ImageSpec } from '../types';

const pictures = jobProfilePictures(jobProfiles, programmes);
const pictureOf = (profile: (typeof jobProfiles)[number]) => pictures.get(profile.slug) as ImageSpec;

export const seedJobProfiles = async ({ upsert, image, drawAhead, progress }: SeedContext, { programmeIds }: { programmeIds: Ids }) => {
  drawAhead(jobProfiles.map(pictureOf));
  for (const profile of jobProfiles) {
    const picture = await image(pictureOf(profile));
    await upsert('api::job-profile.job-profile', { slug: profile.slug }, (lang) => ({
      slug: profile.slug,
      title: pick(profile.title, lang),
      summary: pick(profile.summary, lang),
      description: toBlocks(pick(profile.description, lang)),
      salaryRange: pick(profile.salaryRange, lang),
      image: picture,
      programmes: ids(programmeIds, profile.programmes, 'programme'),
      seo: seo(pick(profile.summary, lang), picture),
    }));
  }
  progress('job profiles', jobProfiles.length);
};
