// The build-time data of the site chrome (menus and website settings) for one language.
import { graphql, useStaticQuery } from 'gatsby';
import type { Language } from '@/lib/routes';

export const useSiteChrome = (language: Language) => {
  const data = useStaticQuery<Queries.SiteChromeQuery>(graphql`
    query SiteChrome {
      menus: allStrapiMenuEnrichi {
        nodes {
          locale
          type
          body {
            ... on STRAPI__COMPONENT_CORE_MENU_ITEM {
              __typename
              strapi_id
              label
              url
            }
            ... on STRAPI__COMPONENT_CORE_MENU {
              __typename
              strapi_id
              label
              url
              items {
                strapi_id
                label
                url
              }
            }
            ... on STRAPI__COMPONENT_CORE_MENU_DROPDOWN {
              __typename
              strapi_id
              label
              url
              variant
              items {
                strapi_id
                label
                url
              }
              menu_sections {
                strapi_id
                Titre
                items {
                  strapi_id
                  label
                  url
                }
              }
            }
          }
        }
      }
      websites: allStrapiWebsite {
        nodes {
          locale
          siteName
          englishEnabled
          careersUrl
          complaintFormUrl
        }
      }
    }
  `);
  const menu = (type: string) => data.menus.nodes.find((node) => node.locale === language && node.type === type);
  return {
    navbar: menu('navbarproto'),
    footer: menu('footer'),
    website: data.websites.nodes.find((node) => node.locale === language) ?? data.websites.nodes[0],
  };
};
