// Seed step: the home page; its hero gets the drawn hero picture when it has none of its own.
import { type SeedContext, seo } from '../context';
import { homePage } from '../data/home';
import { pageLayout } from './page-layout';

export const seedHomePage = async (context: SeedContext) => {
  const heroImage = await context.image({ key: 'home-hero', caption: 'ESNUM', alt: { fr: '', en: '' }, palette: 'hero' });
  await context.upsert('api::home-page.home-page', {}, async (lang) => {
    const version = homePage[lang];
    const layout = await pageLayout(context, version.pageLayout);
    const hero = layout.find((block) => block.__component === 'sections.hero');
    if (hero && !hero.image) hero.image = heroImage;
    return { title: version.title, seo: seo(version.metaDescription, heroImage), pageLayout: layout };
  });
  context.progress('home page', 1);
};
