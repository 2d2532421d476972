// The home page, in French and English. Lists (figures, programmes, events, news, campuses, testimonials,
// partners) are filled by the site from the other collections; this file only gives their titles.

import type { HomePageSeed } from '../types';

export const homePage: HomePageSeed = {
  fr: {
    title: "ESNUM, l'école supérieure du numérique et du management",
    metaDescription:
      'ESNUM, école du numérique et du management : BTS, Bachelor, Mastère, MBA et Programme Grande École, en alternance sur 26 campus en France.',
    pageLayout: [
      {
        component: 'sections.hero',
        title: 'Apprenez les métiers du numérique et du management, en les pratiquant',
        subtitle:
          'Du BTS au bac+5, en alternance ou à temps plein : développement, cybersécurité, data, marketing, gestion. 26\u00a0campus en France pour construire votre avenir près de chez vous.',
        ctaLabel: 'Découvrir nos formations',
        ctaUrl: '/programmes',
        programmeFinder: true,
      },
      { component: 'sections.key-figures', title: 'ESNUM en chiffres' },
      { component: 'sections.programme-list', title: 'Nos formations, du bac+2 au bac+5' },
      { component: 'sections.events-list', title: 'Prochains événements', limit: 3 },
      { component: 'sections.news-list', title: 'Actualités', limit: 3 },
      { component: 'sections.campus-list', title: '26 campus en France' },
      { component: 'sections.testimonials', title: 'Ils en parlent le mieux' },
      { component: 'sections.partners', title: 'Nos entreprises partenaires' },
      {
        component: 'sections.cta',
        title: 'Recevez la brochure ESNUM',
        text: "Programmes, rythmes d'alternance, campus et admission : recevez gratuitement notre brochure.",
        action: 'brochure',
        label: 'Recevoir la brochure',
      },
    ],
  },
  en: {
    title: 'ESNUM, the school of digital technology and management',
    metaDescription:
      'ESNUM, a school of digital technology and management: BTS, Bachelor, Mastère, MBA and Grande École Programme, as work-study on 26 campuses in France.',
    pageLayout: [
      {
        component: 'sections.hero',
        title: 'Learn digital and management careers by practising them',
        subtitle:
          'From two-year to five-year degrees, as work-study or full-time: software development, cybersecurity, data, marketing, business management. 26 campuses in France to build your future close to home.',
        ctaLabel: 'Discover our programmes',
        ctaUrl: '/en/programmes',
        programmeFinder: true,
      },
      { component: 'sections.key-figures', title: 'ESNUM in figures' },
      { component: 'sections.programme-list', title: 'Our programmes, from two to five years of higher education' },
      { component: 'sections.events-list', title: 'Upcoming events', limit: 3 },
      { component: 'sections.news-list', title: 'News', limit: 3 },
      { component: 'sections.campus-list', title: '26 campuses in France' },
      { component: 'sections.testimonials', title: 'In their own words' },
      { component: 'sections.partners', title: 'Our partner companies' },
      {
        component: 'sections.cta',
        title: 'Get the ESNUM brochure',
        text: 'Curricula, work-study schedules, campuses and admissions: get our free brochure.',
        action: 'brochure',
        label: 'Get the brochure',
      },
    ],
  },
};
