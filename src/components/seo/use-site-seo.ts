// The site-wide data of every page's <head> (origin, school identity, default SEO settings), and
// the fragments page queries use for their own SEO settings and pictures.
import { graphql, useStaticQuery } from 'gatsby';

export const useSiteSeoData = () =>
  useStaticQuery<Queries.SiteSeoQuery>(graphql`
    query SiteSeo {
      site {
        siteMetadata {
          siteUrl
          title
        }
      }
      websites: allStrapiWebsite(sort: { locale: ASC }) {
        nodes {
          locale
          siteName
          email
          logo {
            ...SeoMediaFields
          }
          schools {
            phone
            socials {
              url
              visible
            }
          }
          seo {
            ...SeoFields
          }
        }
      }
    }

    fragment SeoMediaFields on STRAPI__MEDIA {
      url
      alternativeText
      width
      height
      localFile {
        publicURL
      }
    }

    fragment SeoFields on STRAPI__COMPONENT_SHARED_SEO {
      metaTitle
      metaDescription
      twitterSite
      metas {
        type
        key
        value
      }
      shareImage {
        ...SeoMediaFields
      }
    }
  `);
