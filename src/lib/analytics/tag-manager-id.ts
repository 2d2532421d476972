// Which tag-manager container the site loads, if any: the GTM_ID environment variable of the build
// (exposed to the bundles as GATSBY_GTM_ID) wins over the CMS website settings, so that one
// deployment (staging, the tests) can use its own container, or none with GTM_ID=off, without
// editing the CMS. A value that is not a container id is treated as no id at all.
import { LANGUAGES } from '../routes';

/** "GTM-" then upper-case letters and digits, as Google Tag Manager container ids are written. */
const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export const isValidTagManagerId = (value: unknown): value is string => typeof value === 'string' && TAG_MANAGER_ID_PATTERN.test(value);

/** GTM_ID=off: no tag manager for this build, whatever the CMS says. */
export const TAG_MANAGER_OFF = 'off';

export type TagManagerIdSource = 'env' | 'cms';

export interface TagManagerIdCandidates {
  /** GTM_ID of the build. */
  env: string | null | undefined;
  /** tagManagerId of the CMS website settings, French entry first. */
  cms: ReadonlyArray<string | null | undefined>;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

export interface ResolvedTagManagerId {
  id: string | null;
  /** Where the id came from; "env" with a null id means GTM_ID=off. */
  source: TagManagerIdSource | null;
  /** Values that were skipped because they are not container ids. */
  invalid: Array<{ value: string; source: TagManagerIdSource }>;
}

/**
 * The container id to load, or null. GTM_ID=off means none. Otherwise the first valid value wins:
 * the environment's, then the CMS entries' in order; an invalid value counts as absent.
 */
export const resolveTagManagerId = ({ env, cms }: TagManagerIdCandidates): ResolvedTagManagerId => {
  if (present(env) && env.trim().toLowerCase() === TAG_MANAGER_OFF) return { id: null, source: 'env', invalid: [] };
  const candidates = [
    ...(present(env) ? [{ value: env.trim(), source: 'env' as const }] : []),
    ...cms.filter(present).map((value) => ({ value: value.trim(), source: 'cms' as const })),
  ];
  const chosen = candidates.find((candidate) => isValidTagManagerId(candidate.value));
  return {
    id: chosen?.value ?? null,
    source: chosen?.source ?? null,
    invalid: candidates.filter((candidate) => !isValidTagManagerId(candidate.value)),
  };
};

/**
 * The container id of a site from its website settings (one entry per language): GTM_ID of the
 * build first, then the French entry's, then the English one's. The one resolver of the browser,
 * the build and the server.
 */
export const tagManagerIdOf = (
  websites: ReadonlyArray<object | null | undefined>,
  env: string | null | undefined = process.env.GATSBY_GTM_ID,
): ResolvedTagManagerId =>
  resolveTagManagerId({
    env,
    cms: LANGUAGES.map((language) => {
      const id = (websites as ReadonlyArray<{ locale?: unknown; tagManagerId?: unknown } | null | undefined>).find(
        (website) => website?.locale === language,
      )?.tagManagerId;
      return typeof id === 'string' ? id : null;
    }),
  });

export const tagManagerScriptUrl = (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
