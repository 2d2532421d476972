// Seed step: the website settings (single type), with the school's logo and the default share
// image, drawn from the brand mark.
import { pick, type SeedContext, seo } from '../context';
import { website } from '../data/website';

export const seedWebsite = async ({ upsert, image, progress }: SeedContext) => {
  const logo = await image({
    key: 'logo-esnum',
    caption: website.siteName,
    alt: { fr: `Logo ${website.siteName}`, en: `${website.siteName} logo` },
    palette: 'logo',
  });
  // A shared link's picture when the page has none of its own.
  const shareImage = await image({
    key: 'share-esnum',
    caption: website.siteName,
    alt: { fr: website.siteName, en: website.siteName },
    palette: 'share',
  });
  await upsert('api::website.website', {}, (lang) => ({
    siteName: website.siteName,
    email: website.email,
    logo,
    englishEnabled: website.englishEnabled,
    companySiteUrl: website.companySiteUrl,
    professionalSiteUrl: website.professionalSiteUrl,
    careersUrl: website.careersUrl,
    complaintFormUrl: website.complaintFormUrl,
    footerFrameUrl: website.footerFrameUrl ?? null,
    tagManagerId: website.tagManagerId ?? null,
    banner: website.banner ? pick(website.banner, lang) : null,
    schools: website.schools.map((school) => ({ ...school, logo })),
    seo: seo(pick(website.metaDescription, lang), shareImage),
  }));
  progress('website', 1);
};
