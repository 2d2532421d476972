// Seed step: campuses, with their team, programmes, testimonials, access, hours, plan and gallery.
import { toBlocks } from '../blocks';
import { type Ids, ids, pick, type SeedContext, seo } from '../context';
import type { CampusVisitSeed } from '../types';
import { campuses, galleryOf } from '../data/campuses';
import { campusVisit } from '../data/campus-visits';

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
  const visits = new Map(campuses.map((c) => [c.slug, campusVisit(c.slug, c.address)]));
  drawAhead(campuses.flatMap((c) => [c.image, (visits.get(c.slug) as CampusVisitSeed).map, ...galleryOf(c)]));
  for (const c of campuses) {
    const visit = visits.get(c.slug) as CampusVisitSeed;
    const hero = await image(c.image);
    const accessMap = await image(visit.map);
    const gallery: number[] = [];
    for (const picture of galleryOf(c)) gallery.push(await image(picture));
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
        access: pick(visit.access, lang),
        openingHours: visit.openingHours,
        accessMap,
        gallery,
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
