// Seed step: partners, each with a drawn logo.
import { pick, type SeedContext } from '../context';
import { partners } from '../data/partners';
import type { ImageSpec } from '../types';

const logoOf = (partner: (typeof partners)[number]): ImageSpec => ({
  key: `partner-${partner.key}`,
  caption: partner.name,
  alt: { fr: `Logo ${partner.name}`, en: `${partner.name} logo` },
  palette: 'wordmark',
  partnerLogo: partner.logo,
});

export const seedPartners = async ({ upsert, image, drawAhead, progress }: SeedContext) => {
  drawAhead(partners.map(logoOf));
  for (const partner of partners) {
    const logo = await image(logoOf(partner));
    await upsert('api::partner.partner', { name: partner.name }, (lang) => ({
      name: partner.name,
      url: partner.url,
      description: pick(partner.description, lang),
      logo,
    }));
  }
  progress('partners', partners.length);
};
