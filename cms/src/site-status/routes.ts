// Where the site stands, for the editors in the CMS admin (issue 42; the panels are in
// src/admin/site-status): two admin routes, open to any logged-in admin user, that read the
// rebuild service's status (server/rebuild/service.ts) and add what only the CMS knows: the
// content types' names, the entries' titles and the address of the entry's page on the site.
//   GET /esnum/site-status                          the builds: running (with what), the last ones
//   GET /esnum/site-status/entry?uid&documentId&locale   one entry: waiting, building, live, failed
// The rebuild service listens on loopback beside the CMS; the admin's browser never calls it.
import type { Core } from '@strapi/strapi';
import { LANGUAGES } from '../utils/languages';
import { isLocalizedType } from '../utils/localized';
import { sitePathOf, PAGES_OF_TYPES } from '../utils/preview-url';
import { describeChanges, TITLE_FIELDS, type ChangeLookup } from './changes';

/** The rebuild service answers at once; a slower answer means it is stuck, and the panel says so. */
const STATUS_TIMEOUT_MS = 3_000;

type Context = {
  query: Record<string, unknown>;
  body: unknown;
  status: number;
  badRequest(message: string): void;
};

/** The rebuild service's status address, from the webhook's (SITE_REBUILD_URL); null without one. */
export const rebuildStatusUrl = (webhookUrl: string | undefined, path: string) => {
  if (!webhookUrl) return null;
  return new URL(path, webhookUrl).toString();
};

type ServiceAnswer = { service: 'not-configured' } | { service: 'unreachable'; reason: string } | { service: 'ok'; body: unknown };

const askRebuildService = async (path: string): Promise<ServiceAnswer> => {
  const url = rebuildStatusUrl(process.env.SITE_REBUILD_URL, path);
  if (!url) return { service: 'not-configured' };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(STATUS_TIMEOUT_MS) });
    if (!response.ok) return { service: 'unreachable', reason: `it answered ${response.status}` };
    return { service: 'ok', body: await response.json() };
  } catch (error) {
    return { service: 'unreachable', reason: (error as Error).message };
  }
};

const contentTypeOf = (strapi: Core.Strapi, uid: string) =>
  uid.startsWith('api::') ? (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] ?? null) : null;

const changeLookup = (strapi: Core.Strapi): ChangeLookup => ({
  typeName: (uid) => contentTypeOf(strapi, uid)?.info?.displayName ?? null,
  async titleOf(uid, documentId, locale) {
    const contentType = contentTypeOf(strapi, uid);
    const field = TITLE_FIELDS.find((name) => contentType && name in contentType.attributes);
    if (!contentType || !field) return null;
    // The draft holds the newest title; a deleted entry has no version left.
    const entry = (await strapi.documents(uid as never).findOne({
      documentId,
      ...(isLocalizedType(contentType) && locale ? { locale } : {}),
      status: 'draft',
      fields: [field],
    } as never)) as Record<string, unknown> | null;
    const title = entry?.[field];
    return typeof title === 'string' && title.trim() ? title.trim() : null;
  },
});

/** The address of the entry's page on the live site: its published version's, if it has one. */
const livePageUrl = async (strapi: Core.Strapi, uid: string, documentId: string, locale: string | null) => {
  const page = PAGES_OF_TYPES[uid];
  const contentType = contentTypeOf(strapi, uid);
  if (!page || !contentType) return null;
  const language = locale ?? LANGUAGES[0];
  const published = (await strapi.documents(uid as never).findOne({
    documentId,
    ...(isLocalizedType(contentType) ? { locale: language } : {}),
    status: 'published',
    ...(page.fields.length > 0 ? { fields: page.fields } : {}),
  } as never)) as Record<string, unknown> | null;
  if (!published) return null;
  const path = sitePathOf(uid, published, language);
  return path === null ? null : `${(process.env.SITE_URL || 'https://www.esnum.example').replace(/\/+$/, '')}${path}`;
};

type BuildRecord = { reasons?: string[] } & Record<string, unknown>;

const withChanges = async <T extends BuildRecord>(record: T, lookup: ChangeLookup) => {
  const { reasons = [], ...rest } = record;
  return { ...rest, ...(await describeChanges(reasons, lookup)) };
};

const entryStatus = (strapi: Core.Strapi) => async (ctx: Context) => {
  const { uid, documentId, locale } = ctx.query as Record<string, string | undefined>;
  if (typeof uid !== 'string' || !contentTypeOf(strapi, uid)) return ctx.badRequest('uid must name a content type of the site');
  if (typeof documentId !== 'string' || !/^[a-z0-9]{1,64}$/i.test(documentId)) return ctx.badRequest('documentId is required');
  if (locale !== undefined && (typeof locale !== 'string' || !LANGUAGES.includes(locale))) {
    return ctx.badRequest(`locale must be one of ${LANGUAGES.join(', ')}`);
  }
  const query = new URLSearchParams({ documentId, ...(locale ? { locale } : {}) });
  const [answer, pageUrl] = await Promise.all([
    askRebuildService(`/__status/entry?${query}`),
    livePageUrl(strapi, uid, documentId, locale ?? null),
  ]);
  // Whether the type has pages of its own (a menu or a partner shows on others' pages): without a
  // page address, such an entry is off the site.
  const page = { hasPage: uid in PAGES_OF_TYPES, pageUrl };
  if (answer.service !== 'ok') {
    ctx.body = { ...answer, ...page };
    return;
  }
  const status = answer.body as { state: string; changes?: string[] } & Record<string, unknown>;
  const lookup = changeLookup(strapi);
  const { changes, ...rest } = status;
  ctx.body = { service: 'ok', ...page, ...rest, ...(changes ? await describeChanges(changes, lookup) : {}) };
};

const siteStatus = (strapi: Core.Strapi) => async (ctx: Context) => {
  const answer = await askRebuildService('/__status');
  if (answer.service !== 'ok') {
    ctx.body = answer;
    return;
  }
  const status = answer.body as {
    state: string;
    pendingReasons: string[];
    building: ({ startedAt: string } & BuildRecord) | null;
    recentBuilds?: BuildRecord[];
  };
  const lookup = changeLookup(strapi);
  ctx.body = {
    service: 'ok',
    state: status.state,
    waiting: await describeChanges(status.pendingReasons, lookup),
    building: status.building ? await withChanges(status.building, lookup) : null,
    recentBuilds: await Promise.all((status.recentBuilds ?? []).map((build) => withChanges(build, lookup))),
  };
};

export const registerSiteStatusRoutes = (strapi: Core.Strapi) => {
  const config = { policies: ['admin::isAuthenticatedAdmin'] };
  strapi.server.routes({
    type: 'admin',
    prefix: '/esnum',
    routes: [
      { method: 'GET', path: '/site-status', handler: siteStatus(strapi), config },
      { method: 'GET', path: '/site-status/entry', handler: entryStatus(strapi), config },
    ],
  } as never);
};
