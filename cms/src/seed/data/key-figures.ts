// The school's key figures, shown by the "key figures" section of the home page.

import type { KeyFigureSeed } from '../types';

export const keyFigures: KeyFigureSeed[] = [
  {
    value: { fr: '26', en: '26' },
    label: { fr: 'campus en France', en: 'campuses in France' },
    order: 1,
  },
  {
    value: { fr: '25', en: '25' },
    label: { fr: 'formations, du BTS au MBA', en: 'programmes, from BTS to MBA' },
    order: 2,
  },
  {
    value: { fr: '22 000', en: '22,000' },
    label: { fr: 'diplômés depuis 2005', en: 'graduates since 2005' },
    order: 3,
  },
  {
    value: { fr: '92 %', en: '92%' },
    label: {
      // Where the rate comes from, on the figure itself (a blind review: "92 %, says who?").
      fr: 'de la promotion 2025 en emploi six mois après le diplôme',
      en: 'of the class of 2025 in work six months after graduating',
    },
    order: 4,
  },
  {
    value: { fr: '6 000', en: '6,000' },
    label: { fr: 'entreprises partenaires', en: 'partner companies' },
    order: 5,
  },
  {
    value: { fr: '9 500', en: '9,500' },
    label: { fr: 'alternants chaque année', en: 'apprentices every year' },
    order: 6,
  },
];
