// CMS entry point: Strapi's lifecycle hooks.
import type { Core } from '@strapi/strapi';
import { bootstrapCms } from './bootstrap';
import { registerSlugRule } from './bootstrap/slug-rule';
import { registerSiteStatusRoutes } from './site-status/routes';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerSlugRule(strapi);
    // Before Strapi composes its routes, so that its admin authentication guards them.
    registerSiteStatusRoutes(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await bootstrapCms(strapi);
  },
};
