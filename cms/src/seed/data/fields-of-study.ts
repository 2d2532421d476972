// Fields of study: one per slug of FIELD_OF_STUDY_SLUGS (see ./ids.ts).
import type { FieldOfStudySeed } from '../types';
import { FIELD_OF_STUDY_SLUGS } from './ids';

type FieldOfStudySlug = (typeof FIELD_OF_STUDY_SLUGS)[number];

const titles: Record<FieldOfStudySlug, FieldOfStudySeed['title']> = {
  developpement: { fr: 'Développement', en: 'Software development' },
  cybersecurite: { fr: 'Cybersécurité', en: 'Cybersecurity' },
  'data-ia': { fr: 'Data et IA', en: 'Data and AI' },
  'reseaux-cloud': { fr: 'Réseaux et cloud', en: 'Networks and cloud' },
  'marketing-commerce': { fr: 'Marketing et commerce', en: 'Marketing and sales' },
  'gestion-rh': { fr: 'Gestion et RH', en: 'Management and HR' },
  design: { fr: 'Design', en: 'Design' },
};

export const fieldsOfStudy: FieldOfStudySeed[] = FIELD_OF_STUDY_SLUGS.map((slug) => ({ slug, title: titles[slug] }));
