// Build-time guards: the CMS must answer with the token, and every collection the site cannot do
// without must come back non-empty. Content must never go missing silently.
import { SLUG_FIELDS, slugProblem } from '../../cms/src/utils/slugs';
import type { CmsConnection } from './cms-connection';

export interface RequiredContent {
  type: string;
  label: string;
  filter?: (node: Record<string, unknown>) => boolean;
}

export const REQUIRED_CONTENT: RequiredContent[] = [
  { type: 'STRAPI_WEBSITE', label: 'website (single type)' },
  { type: 'STRAPI_HOME_PAGE', label: 'home page (single type)' },
  { type: 'STRAPI_MENU_ENRICHI', label: 'navbar menu (menu-enrichis, type navbarproto)', filter: (node) => node.type === 'navbarproto' },
  { type: 'STRAPI_MENU_ENRICHI', label: 'footer menu (menu-enrichis, type footer)', filter: (node) => node.type === 'footer' },
  { type: 'STRAPI_CAMPUS', label: 'campuses' },
  { type: 'STRAPI_PROGRAMME', label: 'programmes' },
  { type: 'STRAPI_NEWS_ARTICLE', label: 'news' },
  { type: 'STRAPI_EVENT', label: 'events' },
  { type: 'STRAPI_ARTICLE', label: 'articles (section pages)' },
];

const TIMEOUT_MS = 10_000;

/** Returns an error message, or null when the CMS answers and accepts the token. */
export const checkCmsReachable = async ({ url, token, tokenSource }: CmsConnection): Promise<string | null> => {
  try {
    await fetch(`${url}/_health`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    return `The CMS at ${url} cannot be reached (${cause}). Start it (npm run cms:start) or set STRAPI_URL.`;
  }
  if (!token) {
    return `No API token for the CMS at ${url}: set STRAPI_TOKEN (token source: ${tokenSource}).`;
  }
  const response = await fetch(`${url}/api/content-type-builder/content-types`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    return (
      `The CMS at ${url} refused the site build token (HTTP ${response.status} on /api/content-type-builder/content-types; ` +
      `token from ${tokenSource}). The token needs read access to the content types and to the content-type-builder schema.`
    );
  }
  return null;
};

/** Lists what is missing, per language, among the nodes the source plugin created. */
export const findMissingContent = (nodesOfType: (type: string) => Array<Record<string, unknown>>, languages: string[]): string[] =>
  REQUIRED_CONTENT.flatMap(({ type, label, filter }) =>
    languages
      .filter((language) => !nodesOfType(type).some((node) => node.locale === language && (!filter || filter(node))))
      .map((language) => `${label} [${language}]`),
  );

/** Node types of the content types whose fields make up addresses. */
const nodeTypeOf = (uid: string) => `STRAPI_${uid.split('.')[1].replace(/-/g, '_').toUpperCase()}`;

/**
 * Entries whose slug breaks the address rule (cms/src/utils/slugs.ts), one line each: entries saved
 * before the CMS enforced the rule, or written to its database by other means.
 */
export const findBadSlugs = (nodesOfType: (type: string) => Array<Record<string, unknown>>): string[] =>
  Object.entries(SLUG_FIELDS).flatMap(([uid, fields]) =>
    nodesOfType(nodeTypeOf(uid)).flatMap((node) =>
      fields
        .filter((field) => slugProblem(field, node[field]) !== null)
        .map((field) => `${uid} ${String(node.documentId)} (${String(node.locale)}): ${field} "${String(node[field])}"`),
    ),
  );
