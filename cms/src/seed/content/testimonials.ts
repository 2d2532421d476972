// Seed step: testimonials (quoted by programmes and campuses).
import { type Ids, pick, type SeedContext } from '../context';
import { testimonials } from '../data/testimonials';

export const seedTestimonials = async ({ upsert, image, progress }: SeedContext): Promise<Ids> => {
  const testimonialIds: Ids = new Map();
  for (const t of testimonials) {
    // The name is written beside the portrait: the picture needs no words of its own.
    const photo = await image({ key: `portrait-${t.key}`, caption: t.author, alt: { fr: '', en: '' }, palette: 'portrait' });
    testimonialIds.set(
      t.key,
      await upsert('api::testimonial.testimonial', { author: t.author }, (lang) => ({
        author: t.author,
        role: pick(t.role, lang),
        quote: pick(t.quote, lang),
        photo,
      })),
    );
  }
  progress('testimonials', testimonials.length);
  return testimonialIds;
};
