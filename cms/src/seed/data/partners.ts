// Partner companies and associations. All of them are invented; their sites use the reserved
// ".example" domain so that nothing real is ever linked. Each has its own logo: a symbol that says
// its trade, a type and a colour (art/partner-logos.ts).

import type { PartnerSeed } from '../types';

export const partners: PartnerSeed[] = [
  {
    key: 'nordlys-informatique',
    logo: { mark: 'aurora', type: 'sans', colour: '#0f766e' },
    name: 'Nordlys Informatique',
    url: 'https://nordlys-informatique.example',
    description: {
      fr: 'Cette entreprise de services du numérique accueille chaque année des alternants du BTS SIO et du Bachelor Développement web dans ses agences.',
      en: 'This IT services company welcomes BTS SIO and Bachelor in web development apprentices to its branches every year.',
    },
  },
  {
    key: 'transports-verdier',
    logo: { mark: 'chevrons', type: 'caps', colour: '#1b6e41' },
    name: 'Transports Verdier',
    url: 'https://transports-verdier.example',
    description: {
      fr: 'Ce transporteur régional confie à nos alternants en systèmes et réseaux l’exploitation de l’infrastructure de ses entrepôts.',
      en: 'This regional haulier entrusts our systems and networks apprentices with running the infrastructure of its warehouses.',
    },
  },
  {
    key: 'banque-armorine',
    logo: { mark: 'keystone', type: 'serif', colour: '#12355b' },
    name: 'Banque Armorine',
    url: 'https://banque-armorine.example',
    description: {
      fr: 'Cette banque coopérative parraine le challenge annuel de cybersécurité de l’école et recrute des diplômés du Mastère Expert en cybersécurité.',
      en: 'This cooperative bank sponsors the school’s annual cybersecurity challenge and recruits graduates of the Mastère in Cybersecurity.',
    },
  },
  {
    key: 'orlea-conseil',
    logo: { mark: 'orbit', type: 'light', colour: '#4b3f72' },
    name: 'Orléa Conseil',
    url: 'https://orlea-conseil.example',
    description: {
      fr: 'Ce cabinet de conseil en management propose des études de cas réelles aux participants des MBA et intervient dans leurs jurys.',
      en: 'This management consultancy provides real case studies to MBA participants and sits on their juries.',
    },
  },
  {
    key: 'datavalis',
    logo: { mark: 'bars', type: 'sans', colour: '#2f5a8a' },
    name: 'Datavalis',
    url: 'https://datavalis.example',
    description: {
      fr: 'Cette jeune entreprise spécialisée dans l’analyse de données co-organise le hackathon de printemps et fournit des jeux de données anonymisés aux étudiants.',
      en: 'This data analytics start-up co-organises the spring hackathon and provides students with anonymised data sets.',
    },
  },
  {
    key: 'bastionis',
    logo: { mark: 'shield', type: 'caps', colour: '#1c2430' },
    name: 'Bastionis Cybersécurité',
    url: 'https://bastionis.example',
    description: {
      fr: 'Ce centre opérationnel de sécurité accueille des alternants du Bachelor Cybersécurité et du Mastère Expert en cybersécurité et anime des exercices de gestion de crise.',
      en: 'This security operations centre hosts apprentices from the Bachelor and the Mastère in Cybersecurity and runs crisis management exercises.',
    },
  },
  {
    key: 'maison-ferrandier',
    logo: { mark: 'diamond', type: 'serif', colour: '#8a3412' },
    name: 'Maison Ferrandier',
    url: 'https://maison-ferrandier.example',
    description: {
      fr: 'Ce réseau de magasins d’équipement de la maison confie chaque année des projets de marketing digital et de relation client à nos étudiants.',
      en: 'This chain of home furnishing stores entrusts our students with digital marketing and customer relationship projects every year.',
    },
  },
  {
    key: 'octets-solidaires',
    logo: { mark: 'hands', type: 'mono', colour: '#c2551b' },
    name: 'Octets Solidaires',
    url: 'https://octets-solidaires.example',
    description: {
      fr: 'Cette association reconditionne des ordinateurs pour des familles et des associations, avec l’aide d’étudiants bénévoles de plusieurs campus.',
      en: 'This association refurbishes computers for families and charities, helped by student volunteers from several campuses.',
    },
  },
  {
    key: 'ventalis-energies',
    logo: { mark: 'turbine', type: 'light', colour: '#1b6e41' },
    name: 'Ventalis Énergies',
    url: 'https://ventalis-energies.example',
    description: {
      fr: 'Ce producteur d’énergies renouvelables confie à nos étudiants en data des projets de prévision de production.',
      en: 'This renewable energy producer gives our data students projects on forecasting energy output.',
    },
  },
  {
    key: 'altostrate-cloud',
    logo: { mark: 'strata', type: 'sans', colour: '#2f5a8a' },
    name: 'Altostrate Cloud',
    url: 'https://altostrate-cloud.example',
    description: {
      fr: 'Cet hébergeur met à disposition de l’école un environnement cloud pour les travaux pratiques du Mastère Cloud et DevOps.',
      en: 'This hosting provider gives the school a cloud environment for the hands-on work of the Mastère in Cloud and DevOps.',
    },
  },
  {
    key: 'reseau-sante-ligerien',
    logo: { mark: 'cross', type: 'sans', colour: '#9d174d' },
    name: 'Réseau Santé Ligérien',
    url: 'https://reseau-sante-ligerien.example',
    description: {
      fr: 'Ce groupement d’établissements de santé accueille des alternants du Mastère Management des systèmes d’information sur ses projets de dossier patient.',
      en: 'This group of healthcare facilities hosts apprentices from the Mastère in information systems management on its patient record projects.',
    },
  },
  {
    key: 'atelier-clairval',
    logo: { mark: 'arch', type: 'serif', colour: '#4b3f72' },
    name: 'Atelier Clairval',
    url: 'https://atelier-clairval.example',
    description: {
      fr: 'Cette entreprise de menuiserie forme des alternants du BTS GPME à la gestion administrative et commerciale d’une PME.',
      en: 'This joinery business trains BTS GPME apprentices in the administrative and commercial management of an SME.',
    },
  },
  {
    key: 'pixelune-studio',
    logo: { mark: 'crescent', type: 'light', colour: '#12355b' },
    name: 'Pixelune Studio',
    url: 'https://pixelune-studio.example',
    description: {
      fr: 'Cette agence de design d’expérience encadre les projets clients du Bachelor UX/UI design et participe aux jurys de fin d’année.',
      en: 'This experience design agency supervises the client projects of the Bachelor in UX/UI design and sits on the end-of-year juries.',
    },
  },
  {
    key: 'elles-codent-aussi',
    logo: { mark: 'brackets', type: 'mono', colour: '#9d174d' },
    name: 'Elles Codent Aussi',
    url: 'https://elles-codent-aussi.example',
    description: {
      fr: 'Cette association promeut les métiers du numérique auprès des lycéennes et propose un programme de mentorat à nos étudiantes.',
      en: 'This association promotes tech careers to secondary school girls and offers a mentoring programme to our female students.',
    },
  },
];
