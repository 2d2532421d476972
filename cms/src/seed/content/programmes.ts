// Seed step: programmes, with their fields of study and testimonials; a drawn picture each, its field's emblem over its category's figure.
import { toBlocks } from '../blocks';
import { type Ids, ids, pick, type SeedContext, seo } from '../context';
import { programmes } from '../data/programmes';
import { programmePictures } from '../data/pictures';
import type { ImageSpec } from '../types';

const pictures = programmePictures(programmes);
const pictureOf = (p: (typeof programmes)[number]) => pictures.get(p.slug) as ImageSpec;

export const seedProgrammes = async (
  { upsert, image, drawAhead, progress }: SeedContext,
  { testimonialIds, fieldIds }: { testimonialIds: Ids; fieldIds: Ids },
): Promise<Ids> => {
  const programmeIds: Ids = new Map();
  drawAhead(programmes.map(pictureOf));
  for (const p of programmes) {
    const picture = await image(pictureOf(p));
    programmeIds.set(
      p.slug,
      await upsert('api::programme.programme', { slug: p.slug }, (lang) => ({
        slug: p.slug,
        title: pick(p.title, lang),
        category: p.category,
        rhythm: p.rhythm,
        entryLevel: p.entryLevel,
        graduationLevel: p.graduationLevel,
        durationValue: p.durationValue,
        durationScale: p.durationScale,
        yearlyFee: p.yearlyFee ?? null,
        summary: pick(p.summary, lang),
        image: picture,
        objectives: toBlocks(pick(p.objectives, lang)),
        content: p.content.map((unit) => ({
          kind: unit.kind,
          title: pick(unit.title, lang),
          description: pick(unit.description, lang),
          hours: unit.hours ?? null,
        })),
        admission: toBlocks(pick(p.admission, lang)),
        certification: toBlocks(pick(p.certification, lang)),
        tarif: toBlocks(pick(p.tarif, lang)),
        fieldsOfStudy: ids(fieldIds, p.fieldsOfStudy, 'field of study'),
        testimonials: ids(testimonialIds, p.testimonials, 'testimonial'),
        seo: seo(pick(p.metaDescription, lang)),
      })),
    );
  }
  progress('programmes', programmes.length);
  return programmeIds;
};
