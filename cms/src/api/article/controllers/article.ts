// Articles: the core read API plus the lookup of a section page by its rubrique.
import { factories } from '@strapi/strapi';
import { siteLanguage } from '../../../utils/languages';
import { PAGE_LAYOUT_POPULATE, SEO_POPULATE } from '../../../utils/populate';

const UID = 'api::article.article';
const RUBRIQUE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export default factories.createCoreController(UID, ({ strapi }) => ({
  async byRubrique(ctx) {
    const { rubrique } = ctx.params;
    if (!RUBRIQUE_PATTERN.test(rubrique)) {
      return ctx.notFound();
    }
    const [article] = await strapi.documents(UID).findMany({
      filters: { rubrique, $or: [{ slug: { $null: true } }, { slug: '' }] },
      locale: siteLanguage(ctx.query?.locale),
      status: 'published',
      populate: { pageLayout: PAGE_LAYOUT_POPULATE, seo: SEO_POPULATE },
      limit: 1,
    } as never);
    if (!article) {
      return ctx.notFound(`No section page "${rubrique}"`);
    }
    const sanitized = await this.sanitizeOutput(article, ctx);
    ctx.body = { data: sanitized };
  },
}));
