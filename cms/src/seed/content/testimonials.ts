// Seed step: testimonials (quoted by programmes and campuses).
import { type Ids, pick, type SeedContext } from '../context';
import { testimonials } from '../data/testimonials';

export const seedTestimonials = async ({ upsert, progress }: SeedContext): Promise<Ids> => {
  const testimonialIds: Ids = new Map();
  for (const t of testimonials) {
    testimonialIds.set(
      t.key,
      await upsert('api::testimonial.testimonial', { author: t.author }, (lang) => ({
        author: t.author,
        role: pick(t.role, lang),
        quote: pick(t.quote, lang),
      })),
    );
  }
  progress('testimonials', testimonials.length);
  return testimonialIds;
};
