// CRM links: the core read API plus the three live calls of the pop-in.
// Answers are plain JSON (no `data` wrapper): a list of campuses, or `{ url }`.
import { factories } from '@strapi/strapi';
import { CRM_ACTIONS, isCrmAction } from '../../../utils/crm-actions';
import { crmAllowedHosts, isAllowedCrmUrl } from '../../../utils/crm-url';
import { siteLanguage } from '../../../utils/languages';

const UID = 'api::crm-link.crm-link';
const CAMPUS_UID = 'api::campus.campus';
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const requestedLocale = (ctx): string => siteLanguage(ctx.query?.locale);

export default factories.createCoreController(UID, ({ strapi }) => {
  const allowedHosts = crmAllowedHosts();
  return {
    async actions(ctx) {
      ctx.body = CRM_ACTIONS.map((action) => ({ action }));
    },

    async campuses(ctx) {
      const { action } = ctx.params;
      if (!isCrmAction(action)) {
        return ctx.notFound(`Unknown CRM action "${action}"`);
      }
      const links = await strapi.documents(UID).findMany({
        filters: { action },
        status: 'published',
        populate: { campus: { fields: ['documentId'] } },
        limit: -1,
      } as never);
      const campusIds = [
        ...new Set((links as Array<{ campus?: { documentId: string } | null }>).map((link) => link.campus?.documentId).filter(Boolean)),
      ];
      if (campusIds.length === 0) {
        ctx.body = [];
        return;
      }
      // Names in the visitor's language: the link points at one locale of the campus.
      const campuses = await strapi.documents(CAMPUS_UID).findMany({
        filters: { documentId: { $in: campusIds } },
        locale: requestedLocale(ctx),
        status: 'published',
        fields: ['name', 'slug'],
        limit: -1,
      } as never);
      ctx.body = campuses
        .map((campus) => ({ id: campus.documentId, name: campus.name, slug: campus.slug }))
        .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    },

    async link(ctx) {
      const { action, campusSlug } = ctx.params;
      if (!isCrmAction(action) || !SLUG_PATTERN.test(campusSlug)) {
        return ctx.notFound('No CRM link for this action and campus');
      }
      const [link] = await strapi.documents(UID).findMany({
        filters: { action, campus: { slug: campusSlug } },
        status: 'published',
        fields: ['url'],
        limit: 1,
      } as never);
      const allowed = isAllowedCrmUrl(link?.url, allowedHosts);
      if (link?.url && !allowed) {
        // An editor's mistake or a tampered entry: the visitor is told there is no link, the log says why.
        strapi.log.warn(`[esnum] CRM link of ${action} at ${campusSlug} is off the allowed hosts (CRM_ALLOWED_HOSTS): not given out`);
      }
      if (!allowed) {
        ctx.status = 404;
        ctx.body = { url: null };
        return;
      }
      ctx.body = { url: link.url };
    },
  };
});
