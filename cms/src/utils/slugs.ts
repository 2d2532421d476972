// The one rule for the slugs that make up the site's addresses: lower-case letters and digits in
// words joined by single hyphens (`journee-portes-ouvertes`). The site's server lower-cases every
// path, so a slug with a capital builds a page no visitor can reach; spaces and accents make
// addresses nobody can type. The CMS refuses such a slug when it is saved (bootstrap/slug-rule.ts)
// and the site build refuses an entry that still has one (plugins/strapi-schema).

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The fields that are slugs, per content type (an empty article slug is its section page). */
export const SLUG_FIELDS: Record<string, string[]> = {
  'api::news-article.news-article': ['slug'],
  'api::event.event': ['slug'],
  'api::programme.programme': ['slug'],
  'api::campus.campus': ['slug'],
  'api::blog-post.blog-post': ['slug'],
  'api::job-offer.job-offer': ['slug'],
  'api::job-profile.job-profile': ['slug'],
  'api::article.article': ['rubrique', 'slug'],
};

/** A text as a slug under the rule: `Journée Portes-Ouvertes` → `journee-portes-ouvertes`. */
export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The editor's message when `value` breaks the rule, or null (an empty value is left to "required"). */
export const slugProblem = (field: string, value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && SLUG_PATTERN.test(value)) return null;
  const suggestion = typeof value === 'string' ? slugify(value) : '';
  return (
    `Le champ « ${field} » (« ${String(value)} ») fait partie de l'adresse de la page : uniquement des lettres minuscules ` +
    `sans accents, des chiffres et des tirets, sans espaces${suggestion ? `, par exemple « ${suggestion} »` : ''}.`
  );
};
