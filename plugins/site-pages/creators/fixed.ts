// Pages without a CMS entry of their own: `/crm/brochure`, `/error/debug` and `/hors-ligne`.
import { routes } from '../../../src/lib/routes';
import { createFixedPages, template } from '../page-context';
import type { CreatorArgs } from './types';

export const createFixedSitePages = async (args: CreatorArgs) => {
  createFixedPages(args, { route: routes.brochure(), component: template('crm-brochure') });
  createFixedPages(args, { route: routes.errorDebug(), component: template('error-debug') });
  // Served by the service worker without its scripts: the page frame's menus would not open.
  createFixedPages(args, { route: routes.offline(), component: template('offline'), context: () => ({ layout: 'empty' }) });
};
