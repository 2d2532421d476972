// The identifiers every data file refers to, so that cross-references stay consistent.
// Campus slugs match the legacy redirects of the spec (arras, saint-etienne, montpellier; no Brest).

export const CAMPUS_SLUGS = [
  'angers',
  'arras',
  'auxerre',
  'bordeaux',
  'caen',
  'chartres',
  'clermont-ferrand',
  'dijon',
  'grenoble',
  'lille',
  'limoges',
  'lyon',
  'marseille',
  'metz',
  'montpellier',
  'nantes',
  'nice',
  'orleans',
  'paris',
  'reims',
  'rennes',
  'rouen',
  'saint-etienne',
  'strasbourg',
  'toulouse',
  'tours',
] as const;

export type CampusSlug = (typeof CAMPUS_SLUGS)[number];

export const PROGRAMME_SLUGS = {
  bts: ['bts-sio-slam', 'bts-sio-sisr', 'bts-ndrc', 'bts-comptabilite-gestion', 'bts-gpme'],
  bachelor: [
    'bachelor-developpement-web',
    'bachelor-cybersecurite',
    'bachelor-systemes-reseaux-cloud',
    'bachelor-data-ia',
    'bachelor-marketing-digital',
    'bachelor-gestion-entreprise',
    'bachelor-ux-ui-design',
  ],
  mastere: [
    'mastere-expert-ia',
    'mastere-cybersecurite',
    'mastere-data-engineering',
    'mastere-cloud-devops',
    'mastere-management-si',
    'mastere-marketing-digital',
    'mastere-chef-de-projet-digital',
  ],
  mba: ['mba-management-innovation', 'mba-strategie-digitale', 'mba-rh-transformation'],
  pge: ['programme-grande-ecole', 'pge-parcours-international', 'pge-parcours-entrepreneuriat'],
} as const;

export const JOB_PROFILE_SLUGS = [
  'developpeur-web',
  'developpeur-full-stack',
  'administrateur-systemes-reseaux',
  'analyste-cybersecurite',
  'pentester',
  'data-analyst',
  'data-scientist',
  'data-engineer',
  'ingenieur-devops',
  'architecte-cloud',
  'chef-de-projet-digital',
  'product-owner',
  'ux-designer',
  'consultant-erp',
  'responsable-marketing-digital',
  'community-manager',
  'business-developer',
  'controleur-de-gestion',
  'responsable-rh',
  'ingenieur-ia',
] as const;

/** Fields of study: the subject areas the programme finder filters by (a programme has one or more). */
export const FIELD_OF_STUDY_SLUGS = [
  'developpement',
  'cybersecurite',
  'data-ia',
  'reseaux-cloud',
  'marketing-commerce',
  'gestion-rh',
  'design',
] as const;

export const NEWS_CATEGORY_SLUGS = ['vie-etudiante', 'admissions', 'entreprises', 'international', 'innovation', 'vie-du-campus'] as const;

/** Team members: two per campus ("{campus}-direction", "{campus}-relations-entreprises") plus the school's leadership. */
export const LEADERSHIP_TEAM_KEYS = [
  'direction-generale',
  'direction-pedagogique',
  'direction-admissions',
  'direction-relations-entreprises',
] as const;

export const TESTIMONIAL_KEYS = Array.from({ length: 16 }, (_, i) => `t${String(i + 1).padStart(2, '0')}`);

/** Hosts used by the demo content. `.example` is reserved (RFC 2606): nothing real is ever reached. */
export const DEMO_HOSTS = {
  crm: 'https://crm.esnum.example',
  companies: 'https://entreprises.esnum.example',
  professionals: 'https://pro.esnum.example',
  careers: 'https://carrieres.esnum.example',
  complaint: 'https://reclamations.esnum.example/formulaire',
  events: 'https://evenements.esnum.example',
  jobs: 'https://emplois.esnum.example',
} as const;
