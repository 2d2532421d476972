// Seed step: testimonials (quoted by programmes and campuses).
import { type Ids, pick, type SeedContext } from '../context';
import { testimonials } from '../data/testimonials';
import type { ImageSpec } from '../types';

// The name is written beside the portrait: the picture needs no words of its own.
const portraitOf = (t: (typeof testimonials)[number]): ImageSpec => ({
  key: `portrait-${t.key}`,
  caption: t.author,
  alt: { fr: '', en: '' },
  palette: 'portrait',
});

export const seedTestimonials = async ({ upsert, image, drawAhead, progress }: SeedContext): Promise<Ids> => {
  const testimonialIds: Ids = new Map();
  drawAhead(testimonials.map(portraitOf));
  for (const t of testimonials) {
    const photo = await image(portraitOf(t));
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
