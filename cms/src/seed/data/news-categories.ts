// News categories: one per slug of NEWS_CATEGORY_SLUGS (see ./ids.ts).
import type { NewsCategorySeed } from '../types';
import { NEWS_CATEGORY_SLUGS } from './ids';

type NewsCategorySlug = (typeof NEWS_CATEGORY_SLUGS)[number];

const titles: Record<NewsCategorySlug, NewsCategorySeed['title']> = {
  'vie-etudiante': { fr: 'Vie étudiante', en: 'Student life' },
  admissions: { fr: 'Admissions', en: 'Admissions' },
  entreprises: { fr: 'Entreprises', en: 'Companies' },
  international: { fr: 'International', en: 'International' },
  innovation: { fr: 'Innovation', en: 'Innovation' },
  'vie-du-campus': { fr: 'Vie du campus', en: 'Campus life' },
};

export const newsCategories: NewsCategorySeed[] = NEWS_CATEGORY_SLUGS.map((slug) => ({
  slug,
  title: titles[slug],
}));
