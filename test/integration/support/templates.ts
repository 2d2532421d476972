// One page of every template of the built site (a real slug of the seeded content for the pages
// of one entry), for the browser stage: templates.spec.ts (in French and English) and the width sweep.
import fs from 'fs';
import path from 'path';
import { readState } from './state';

export interface TemplateCase {
  name: string;
  path: string;
  jsonLd: string[];
  anchors?: string[];
  /** Section pages open with a hero whose heading is not the page title. */
  titleIsHeading?: false;
}

/** The first page built under a folder of the site's public folder. */
const firstBuilt = (publicDir: string, folder: string, exclude: string[] = []) => {
  const slug = fs
    .readdirSync(path.join(publicDir, folder), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && !exclude.includes(entry.name) && fs.existsSync(path.join(publicDir, folder, entry.name, 'index.html')),
    )
    .map((entry) => entry.name)
    .sort()[0];
  if (!slug) throw new Error(`no page built under /${folder}`);
  return `/${folder}/${slug}`;
};

/** A template's page: a fixed path, or the first page built under a folder (its first slug). */
type TemplatePath = string | { firstBuiltUnder: string; exclude?: string[] };

/**
 * The templates with the French path of their page. The list is known without a build (the
 * browser stage names its tests before its setup builds the site); the paths of the pages of one
 * entry are found in the build by `templatePages`.
 */
export const TEMPLATES: Array<Omit<TemplateCase, 'path'> & { path: TemplatePath }> = [
  { name: 'home', path: '/', jsonLd: ['EducationalOrganization'], titleIsHeading: false },
  { name: 'programme list', path: '/programmes', jsonLd: ['BreadcrumbList'] },
  { name: 'course landing', path: '/programmes/categorie/bachelor', jsonLd: ['BreadcrumbList'] },
  {
    name: 'programme',
    path: { firstBuiltUnder: 'programmes', exclude: ['categorie', 'comparer'] },
    jsonLd: ['Course', 'BreadcrumbList'],
    anchors: ['objectifs', 'formation', 'admission', 'certification', 'tarif'],
  },
  { name: 'campus list', path: '/campus', jsonLd: ['BreadcrumbList'] },
  {
    name: 'campus',
    path: '/campus/lyon',
    jsonLd: ['CollegeOrUniversity', 'BreadcrumbList'],
    anchors: ['campus', 'team', 'keydata', 'formations', 'event'],
  },
  { name: 'news list', path: '/actualites', jsonLd: ['BreadcrumbList'] },
  { name: 'news list, page 2', path: '/actualites/page/2', jsonLd: ['BreadcrumbList'] },
  { name: 'news article', path: { firstBuiltUnder: 'actualites', exclude: ['page'] }, jsonLd: ['NewsArticle', 'BreadcrumbList'] },
  { name: 'agenda', path: '/agenda', jsonLd: ['BreadcrumbList'] },
  { name: 'event', path: { firstBuiltUnder: 'agenda' }, jsonLd: ['Event', 'BreadcrumbList'] },
  { name: 'blog', path: '/blog', jsonLd: ['BreadcrumbList'] },
  { name: 'blog post', path: { firstBuiltUnder: 'blog' }, jsonLd: ['BreadcrumbList'] },
  { name: 'apprenticeship offers', path: '/offres-alternance', jsonLd: ['JobPosting', 'BreadcrumbList'] },
  { name: 'job profiles', path: '/metiers', jsonLd: ['BreadcrumbList'] },
  { name: 'job profile', path: { firstBuiltUnder: 'metiers' }, jsonLd: ['BreadcrumbList'] },
  { name: 'section page', path: '/ecole', jsonLd: ['BreadcrumbList'], titleIsHeading: false },
  { name: 'commitments page', path: '/ecole/nos-engagements', jsonLd: ['BreadcrumbList'] },
  { name: 'legal notices', path: '/mentions-legales', jsonLd: ['BreadcrumbList'] },
  { name: 'brochure request', path: '/crm/brochure', jsonLd: ['BreadcrumbList'] },
];

const defaultPublicDir = () => path.join(readState().siteDir, 'public');

/** The French path of a template's page in the build of the test environment. */
export const templatePath = (template: (typeof TEMPLATES)[number], publicDir = defaultPublicDir()) =>
  typeof template.path === 'string' ? template.path : firstBuilt(publicDir, template.path.firstBuiltUnder, template.path.exclude);

/** Every template with the French path of its page in the build of the test environment. */
export const templatePages = (publicDir = defaultPublicDir()): TemplateCase[] =>
  TEMPLATES.map((template) => ({ ...template, path: templatePath(template, publicDir) }));

/** The same page in English: the legal pages have their own English slugs, the others a prefix. */
const ENGLISH_PATHS: Record<string, string> = { '/mentions-legales': '/en/legal-notices' };

/** A template page's path in `language`, from its French path. */
export const templatePathIn = (language: 'fr' | 'en', frenchPath: string) =>
  language === 'fr' ? frenchPath : (ENGLISH_PATHS[frenchPath] ?? (frenchPath === '/' ? '/en' : `/en${frenchPath}`));
