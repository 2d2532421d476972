// CMS entry point: Strapi's lifecycle hooks.
import type { Core } from '@strapi/strapi';
import { bootstrapCms } from './bootstrap';
import { registerSlugRule } from './bootstrap/slug-rule';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerSlugRule(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await bootstrapCms(strapi);
  },
};
