// The calls the browser makes live from the pop-in (spec §7). Loaded before the core router
// (file name order) so that `/crm-links/actions` is not read as `/crm-links/:id`.
import { product } from '../../../utils/product';

export default {
  routes: [
    { method: 'GET', path: '/crm-links/actions', handler: 'crm-link.actions', config: { policies: [] } },
    { method: 'GET', path: `/${product}-crm-links/:action/campuses`, handler: 'crm-link.campuses', config: { policies: [] } },
    { method: 'GET', path: `/${product}-crm-links/:action/:campusSlug/link`, handler: 'crm-link.link', config: { policies: [] } },
  ],
};
