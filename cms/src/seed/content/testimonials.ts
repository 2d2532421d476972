// Seed step: testimonials (quoted by programmes and campuses).
import { type Ids, pick, type SeedContext } from '../context';
import { testimonials } from '../data/testimonials';
import { portraitSpecs } from '../images';

export const seedTestimonials = async ({ upsert, image, drawAhead, progress }: SeedContext): Promise<Ids> => {
  const testimonialIds: Ids = new Map();
  const portraits = portraitSpecs(testimonials.map((t) => ({ key: t.key, name: t.author })));
  drawAhead(portraits);
  for (const [i, t] of testimonials.entries()) {
    const photo = await image(portraits[i]);
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
