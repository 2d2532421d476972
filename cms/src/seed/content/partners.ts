// Seed step: partners, each with a drawn logo.
import { pick, type SeedContext } from '../context';
import { partners } from '../data/partners';

export const seedPartners = async ({ upsert, image, progress }: SeedContext) => {
  for (const partner of partners) {
    const logo = await image({
      key: `partner-${partner.key}`,
      caption: partner.name,
      alt: { fr: `Logo ${partner.name}`, en: `${partner.name} logo` },
      palette: 'wordmark',
    });
    await upsert('api::partner.partner', { name: partner.name }, (lang) => ({
      name: partner.name,
      url: partner.url,
      description: pick(partner.description, lang),
      logo,
    }));
  }
  progress('partners', partners.length);
};
