// `/api/{product}-articles/{rubrique}`: the page layout of a section page (spec §7).
import { product } from '../../../utils/product';

export default {
  routes: [{ method: 'GET', path: `/${product}-articles/:rubrique`, handler: 'article.byRubrique', config: { policies: [] } }],
};
