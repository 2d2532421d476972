// `/` (and `/en`): the home page, composed from the CMS home-page layout.
import { routes } from '../../../src/lib/routes';
import { createFixedPages, template } from '../page-context';
import type { CreatorArgs } from './types';

export const createHomePages = async (args: CreatorArgs) => {
  createFixedPages(args, { route: routes.home(), component: template('home') });
};
