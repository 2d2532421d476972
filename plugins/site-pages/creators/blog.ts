// `/blog` and `/blog/{slug}`.
import { routes } from '../../../src/lib/routes';
import { createEntryPages, createFixedPages, template } from '../page-context';
import { type CreatorArgs, dataOf } from './types';

export const createBlogPages = async (args: CreatorArgs) => {
  const { graphql } = args;
  const { allStrapiBlogPost } = dataOf(
    args,
    'SitePagesBlog',
    await graphql<Queries.SitePagesBlogQuery>(`
      query SitePagesBlog {
        allStrapiBlogPost {
          nodes {
            id
            documentId
            locale
            slug
          }
        }
      }
    `),
  );
  createFixedPages(args, { route: routes.blog(), component: template('blog-list') });
  createEntryPages(args, allStrapiBlogPost.nodes, { routeOf: (post) => routes.blogPost(post.slug), component: template('blog-post') });
};
