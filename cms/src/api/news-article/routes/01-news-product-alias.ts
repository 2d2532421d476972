// The school's historical API path for news, `/api/{product}-news`, served by the core handlers
// (same query parameters, same permissions as `/api/news`).
import { product } from '../../../utils/product';

export default {
  routes: [
    { method: 'GET', path: `/${product}-news`, handler: 'news-article.find', config: { policies: [] } },
    { method: 'GET', path: `/${product}-news/:id`, handler: 'news-article.findOne', config: { policies: [] } },
  ],
};
