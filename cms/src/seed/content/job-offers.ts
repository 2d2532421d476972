// Seed step: job offers, dated from the day of seeding.
import { toBlocks } from '../blocks';
import { pick, type SeedContext } from '../context';
import { publishedAt } from '../dates';
import { jobOffers } from '../data/job-offers';

export const seedJobOffers = async ({ upsert, today, progress }: SeedContext) => {
  for (const offer of jobOffers) {
    await upsert('api::job-offer.job-offer', { slug: offer.slug }, (lang) => ({
      slug: offer.slug,
      title: pick(offer.title, lang),
      company: offer.company,
      city: offer.city,
      level: offer.level,
      contract: offer.contract,
      description: toBlocks(pick(offer.description, lang)),
      applyUrl: offer.applyUrl,
      publishDate: publishedAt(today, offer.publishedDaysAgo).toISOString(),
    }));
  }
  progress('job offers', jobOffers.length);
};
