// Pages without a CMS entry of their own: `/crm/brochure` and `/error/debug`.
import { routes } from '../../../src/lib/routes';
import { createFixedPages, template } from '../page-context';
import type { CreatorArgs } from './types';

export const createFixedSitePages = async (args: CreatorArgs) => {
  createFixedPages(args, { route: routes.brochure(), component: template('crm-brochure') });
  createFixedPages(args, { route: routes.errorDebug(), component: template('error-debug') });
};
