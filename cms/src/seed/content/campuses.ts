// Seed step: campuses, with their team, programmes and testimonials.
import { toBlocks } from '../blocks';
import { type Ids, ids, pick, type SeedContext, seo } from '../context';
import { campuses } from '../data/campuses';

interface Related {
  teamIds: Ids;
  programmeIds: Ids;
  testimonialIds: Ids;
}

export const seedCampuses = async (
  { upsert, image, drawAhead, progress }: SeedContext,
  { teamIds, programmeIds, testimonialIds }: Related,
): Promise<Ids> => {
  const campusIds: Ids = new Map();
  drawAhead(campuses.map((c) => c.image));
  for (const c of campuses) {
    const hero = await image(c.image);
    campusIds.set(
      c.slug,
      await upsert('api::campus.campus', { slug: c.slug }, (lang) => ({
        slug: c.slug,
        name: pick(c.name, lang),
        city: c.city,
        region: c.region,
        address: c.address,
        postalCode: c.postalCode,
        phone: c.phone,
        email: c.email,
        latitude: c.latitude,
        longitude: c.longitude,
        intro: pick(c.intro, lang),
        description: toBlocks(pick(c.description, lang)),
        keyData: pick(c.keyData, lang),
        heroImage: hero,
        team: ids(teamIds, c.team, 'team member'),
        programmes: ids(programmeIds, c.programmes, 'programme'),
        testimonials: ids(testimonialIds, c.testimonials, 'testimonial'),
        seo: seo(pick(c.intro, lang), hero),
      })),
    );
  }
  progress('campuses', campuses.length);
  return campusIds;
};
