// Site menus: the main navigation bar ("navbarproto") and the footer, in French and English.
// French entries use the French paths; English entries use the same paths under /en.

import type { Localized, LinkSeed, MenuEntrySeed, MenuSeed, ProgrammeCategory } from '../types';
import type { Lang } from '../../utils/languages';
import { PROGRAMME_CATEGORIES } from '../../utils/programme-categories';
import { PROGRAMME_SLUGS } from './ids';

type ProgrammeSlug = (typeof PROGRAMME_SLUGS)[ProgrammeCategory][number];

/** Prefixes a French path for the given language ("/ecole" → "/en/ecole"). */
const path = (lang: Lang, frPath: string): string => (lang === 'fr' ? frPath : `/en${frPath}`);

/** A link whose label is given in both languages. */
const link = (lang: Lang, frPath: string, label: Localized<string>): LinkSeed => ({ label: label[lang], url: path(lang, frPath) });

/** Human labels of the programmes, as shown in the "Formations" dropdown: their titles, so that a menu entry and the card it leads to agree. */
const PROGRAMME_LABELS: Record<ProgrammeSlug, Localized<string>> = {
  'bts-sio-slam': { fr: 'BTS SIO option SLAM', en: 'BTS SIO – SLAM option' },
  'bts-sio-sisr': { fr: 'BTS SIO option SISR', en: 'BTS SIO – SISR option' },
  'bts-ndrc': {
    fr: 'BTS NDRC (Négociation et digitalisation de la relation client)',
    en: 'BTS NDRC (Customer Relationship Negotiation and Digitalisation)',
  },
  'bts-comptabilite-gestion': { fr: 'BTS CG (Comptabilité et gestion)', en: 'BTS CG (Accounting and Management)' },
  'bts-gpme': { fr: 'BTS GPME (Gestion de la PME)', en: 'BTS GPME (Small Business Management)' },
  'bachelor-developpement-web': { fr: 'Bachelor Développement web', en: 'Bachelor in Web Development' },
  'bachelor-cybersecurite': { fr: 'Bachelor Cybersécurité', en: 'Bachelor in Cybersecurity' },
  'bachelor-systemes-reseaux-cloud': { fr: 'Bachelor Systèmes, réseaux et cloud', en: 'Bachelor in Systems, Networks and Cloud' },
  'bachelor-data-ia': { fr: 'Bachelor Data et intelligence artificielle', en: 'Bachelor in Data and Artificial Intelligence' },
  'bachelor-marketing-digital': { fr: 'Bachelor Marketing digital', en: 'Bachelor in Digital Marketing' },
  'bachelor-gestion-entreprise': { fr: "Bachelor Gestion d'entreprise", en: 'Bachelor in Business Management' },
  'bachelor-ux-ui-design': { fr: 'Bachelor UX/UI design', en: 'Bachelor in UX/UI Design' },
  'mastere-expert-ia': { fr: 'Mastère Expert en intelligence artificielle', en: 'Mastère – Expert in Artificial Intelligence' },
  'mastere-cybersecurite': { fr: 'Mastère Expert en cybersécurité', en: 'Mastère – Expert in Cybersecurity' },
  'mastere-data-engineering': { fr: 'Mastère Data engineering', en: 'Mastère – Data Engineering' },
  'mastere-cloud-devops': { fr: 'Mastère Cloud et DevOps', en: 'Mastère – Cloud and DevOps' },
  'mastere-management-si': { fr: "Mastère Management des systèmes d'information", en: 'Mastère – Information Systems Management' },
  'mastere-marketing-digital': { fr: 'Mastère Marketing digital et data', en: 'Mastère – Digital Marketing and Data' },
  'mastere-chef-de-projet-digital': { fr: 'Mastère Chef de projet digital', en: 'Mastère – Digital Project Manager' },
  'mba-management-innovation': { fr: "MBA Management de l'innovation", en: 'MBA in Innovation Management' },
  'mba-strategie-digitale': { fr: 'MBA Stratégie digitale', en: 'MBA in Digital Strategy' },
  'mba-rh-transformation': { fr: 'MBA Ressources humaines et transformation', en: 'MBA in Human Resources and Transformation' },
  'programme-grande-ecole': { fr: 'Programme Grande École', en: 'Grande École Programme' },
  'pge-parcours-international': {
    fr: 'Programme Grande École – parcours international',
    en: 'Grande École Programme – International Track',
  },
  'pge-parcours-entrepreneuriat': {
    fr: 'Programme Grande École – parcours entrepreneuriat',
    en: 'Grande École Programme – Entrepreneurship Track',
  },
};

const CATEGORY_TITLES: Record<ProgrammeCategory, Localized<string>> = {
  bts: { fr: 'BTS', en: 'BTS' },
  bachelor: { fr: 'Bachelor', en: 'Bachelor' },
  mastere: { fr: 'Mastère', en: 'Mastère' },
  mba: { fr: 'MBA', en: 'MBA' },
  pge: { fr: 'Programme Grande École', en: 'Grande École Programme' },
};

function navbar(lang: Lang): MenuEntrySeed[] {
  return [
    {
      component: 'core.menu-dropdown',
      variant: 'campus',
      slug: 'campus',
      label: { fr: 'Nos campus', en: 'Our campuses' }[lang],
      url: path(lang, '/campus'),
      menu_sections: [],
      items: [],
    },
    {
      component: 'core.menu-dropdown',
      variant: 'sections',
      slug: 'formations',
      label: { fr: 'Formations', en: 'Programmes' }[lang],
      url: path(lang, '/programmes'),
      menu_sections: PROGRAMME_CATEGORIES.map((category) => ({
        Titre: CATEGORY_TITLES[category][lang],
        items: PROGRAMME_SLUGS[category].map((slug) => link(lang, `/programmes/${slug}`, PROGRAMME_LABELS[slug])),
      })),
      items: [
        link(lang, '/programmes', { fr: 'Toutes nos formations', en: 'All our programmes' }),
        link(lang, '/panorama-des-etudes', { fr: 'Panorama des études', en: 'Overview of studies' }),
        link(lang, '/formations/parcours-bachelor', { fr: 'Le parcours Bachelor', en: 'The Bachelor pathway' }),
        link(lang, '/formations/parcours-mastere', { fr: 'Le parcours Mastère', en: 'The Mastère pathway' }),
        link(lang, '/metiers', { fr: 'Les métiers', en: 'Careers' }),
      ],
    },
    {
      component: 'core.menu-dropdown',
      variant: 'sections',
      slug: 'ecole',
      label: { fr: "L'école", en: 'The school' }[lang],
      url: path(lang, '/ecole'),
      menu_sections: [
        {
          Titre: { fr: 'Découvrir ESNUM', en: 'Discover ESNUM' }[lang],
          items: [
            link(lang, '/ecole/histoire', { fr: 'Notre histoire', en: 'Our history' }),
            link(lang, '/ecole/nos-engagements', { fr: 'Nos engagements', en: 'Our commitments' }),
            link(lang, '/ecole/pedagogie', { fr: 'Notre pédagogie', en: 'Our teaching approach' }),
            link(lang, '/ecole/international', { fr: "L'international", en: 'International' }),
          ],
        },
        {
          Titre: { fr: "Vivre l'école", en: 'Life at ESNUM' }[lang],
          items: [
            link(lang, '/ecole/vie-etudiante', { fr: 'La vie étudiante', en: 'Student life' }),
            link(lang, '/ecole/handicap-et-inclusion', { fr: 'Handicap et inclusion', en: 'Disability and inclusion' }),
            link(lang, '/innovation-lab', { fr: "L'Innovation Lab", en: 'The Innovation Lab' }),
            link(lang, '/art-culture', { fr: 'Art et culture', en: 'Art and culture' }),
          ],
        },
      ],
      items: [
        link(lang, '/ecole', { fr: "Présentation de l'école", en: 'About the school' }),
        link(lang, '/blog', { fr: 'Le blog', en: 'The blog' }),
        link(lang, '/actualites', { fr: 'Les actualités', en: 'News' }),
      ],
    },
    {
      component: 'core.menu',
      slug: 'admission',
      label: { fr: 'Admission', en: 'Admission' }[lang],
      url: path(lang, '/admission'),
      items: [
        link(lang, '/admission/procedure', { fr: "La procédure d'admission", en: 'The admission procedure' }),
        link(lang, '/admission/calendrier', { fr: 'Le calendrier', en: 'Admissions calendar' }),
        link(lang, '/admission/alternance', { fr: 'Étudier en alternance', en: 'Work-study programmes' }),
        link(lang, '/admission/financement', { fr: 'Financer ses études', en: 'Funding your studies' }),
        link(lang, '/admission/etudiants-internationaux', { fr: 'Étudiants internationaux', en: 'International students' }),
      ],
    },
    {
      component: 'core.menu',
      slug: 'entreprise',
      label: { fr: 'Entreprises', en: 'Companies' }[lang],
      url: path(lang, '/entreprise'),
      items: [
        link(lang, '/entreprise/recruter-un-alternant', { fr: 'Recruter un alternant', en: 'Hire an apprentice' }),
        link(lang, '/offres-alternance', { fr: 'Les offres en alternance', en: 'Work-study job offers' }),
        link(lang, '/entreprise/modele-pedagogique', { fr: 'Notre modèle pédagogique', en: 'Our teaching model' }),
        link(lang, '/entreprise/taxe-apprentissage', { fr: "La taxe d'apprentissage", en: 'Apprenticeship tax' }),
        link(lang, '/entreprise/reseau-emploi', { fr: 'Le réseau emploi', en: 'Employment network' }),
        link(lang, '/entreprise/international', { fr: 'Entreprises et international', en: 'Companies and international' }),
      ],
    },
    {
      component: 'core.menu-item',
      slug: 'actualites',
      label: { fr: 'Actualités', en: 'News' }[lang],
      url: path(lang, '/actualites'),
    },
  ];
}

function footer(lang: Lang): MenuEntrySeed[] {
  return [
    {
      component: 'core.menu',
      slug: 'ecole',
      label: { fr: "L'école", en: 'The school' }[lang],
      items: [
        link(lang, '/ecole', { fr: 'Présentation', en: 'About ESNUM' }),
        link(lang, '/ecole/histoire', { fr: 'Notre histoire', en: 'Our history' }),
        link(lang, '/ecole/pedagogie', { fr: 'Notre pédagogie', en: 'Our teaching approach' }),
        link(lang, '/campus', { fr: 'Nos campus', en: 'Our campuses' }),
        link(lang, '/ecole/vie-etudiante', { fr: 'La vie étudiante', en: 'Student life' }),
        link(lang, '/article', { fr: 'Le magazine ESNUM', en: 'The ESNUM magazine' }),
      ],
    },
    {
      component: 'core.menu',
      slug: 'formations',
      label: { fr: 'Formations', en: 'Programmes' }[lang],
      items: [
        link(lang, '/programmes', { fr: 'Toutes nos formations', en: 'All our programmes' }),
        link(lang, '/panorama-des-etudes', { fr: 'Panorama des études', en: 'Overview of studies' }),
        link(lang, '/formations/parcours-bachelor', { fr: 'Parcours Bachelor', en: 'Bachelor pathway' }),
        link(lang, '/formations/parcours-mastere', { fr: 'Parcours Mastère', en: 'Mastère pathway' }),
        link(lang, '/metiers', { fr: 'Les métiers', en: 'Careers' }),
        // The network's programmes, not the school's 25: the footer says whose they are.
        link(lang, '/formations-reseau', {
          fr: '+ de 80 formations dans les écoles du Réseau C&D',
          en: 'Over 80 programmes at C&D network schools',
        }),
      ],
    },
    {
      component: 'core.menu',
      slug: 'admission',
      label: { fr: 'Admission', en: 'Admission' }[lang],
      items: [
        link(lang, '/admission/procedure', { fr: 'La procédure', en: 'The procedure' }),
        link(lang, '/admission/calendrier', { fr: 'Le calendrier', en: 'The calendar' }),
        link(lang, '/admission/financement', { fr: 'Le financement', en: 'Funding' }),
        link(lang, '/admission/alternance', { fr: "L'alternance", en: 'Work-study' }),
        link(lang, '/crm/brochure', { fr: 'Recevoir la brochure', en: 'Get the brochure' }),
      ],
    },
    {
      component: 'core.menu',
      slug: 'entreprises',
      label: { fr: 'Entreprises', en: 'Companies' }[lang],
      items: [
        link(lang, '/entreprise/recruter-un-alternant', { fr: 'Recruter un alternant', en: 'Hire an apprentice' }),
        link(lang, '/offres-alternance', { fr: 'Offres en alternance', en: 'Work-study job offers' }),
        link(lang, '/entreprise/taxe-apprentissage', { fr: "Taxe d'apprentissage", en: 'Apprenticeship tax' }),
        link(lang, '/entreprise/modele-pedagogique', { fr: 'Modèle pédagogique', en: 'Teaching model' }),
        link(lang, '/entreprise/reseau-emploi', { fr: 'Réseau emploi', en: 'Employment network' }),
      ],
    },
    {
      component: 'core.menu-item',
      slug: 'contact',
      label: { fr: 'Contactez-nous', en: 'Contact us' }[lang],
      url: path(lang, '/contactez-nous'),
    },
    {
      component: 'core.menu-item',
      slug: 'partenaires',
      label: { fr: 'Partenaires', en: 'Partners' }[lang],
      url: path(lang, '/partenaire'),
    },
  ];
}

export const menus: MenuSeed[] = [
  {
    type: 'navbarproto',
    title: { fr: 'Menu principal', en: 'Main menu' },
    body: { fr: navbar('fr'), en: navbar('en') },
  },
  {
    type: 'footer',
    title: { fr: 'Pied de page', en: 'Footer' },
    body: { fr: footer('fr'), en: footer('en') },
  },
];
