// Redirects made by editors in the CMS (the legacy table of old addresses lives with the site,
// plugins/site-pages/redirects/legacy-redirects.tsv). Targets are pages of the seeded site.
export interface CmsRedirectSeed {
  from: string;
  to: string;
  note: string;
}

export const cmsRedirects: CmsRedirectSeed[] = [
  { from: '/brochure', to: '/crm/brochure', note: 'Adresse courte imprimée sur les flyers de la rentrée.' },
  { from: '/nous-contacter', to: '/contactez-nous', note: 'Ancien lien du pied de page des newsletters.' },
  { from: '/jpo', to: '/agenda', note: 'Adresse courte des affiches des journées portes ouvertes.' },
  { from: '/alternance', to: '/offres-alternance', note: 'Campagne radio « trouvez votre alternance ».' },
  { from: '/taxe', to: '/entreprise/taxe-apprentissage', note: 'Courrier aux entreprises partenaires.' },
];
