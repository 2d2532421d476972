// Seed step: testimonials (quoted by programmes and campuses).
import { type Ids, pick, type SeedContext } from '../context';
import { testimonials } from '../data/testimonials';
import { portraitSpec } from '../images';

export const seedTestimonials = async ({ upsert, image, drawAhead, progress }: SeedContext): Promise<Ids> => {
  const testimonialIds: Ids = new Map();
  drawAhead(testimonials.map((t) => portraitSpec(t.key, t.author)));
  for (const t of testimonials) {
    const photo = await image(portraitSpec(t.key, t.author));
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
