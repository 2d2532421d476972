// The build-time data the site chrome starts from (menus, website settings, campuses, and
// a snapshot of the upcoming events), for both languages. It initialises the state
// (see state-root.tsx) so the first HTML is complete without JavaScript.
import { graphql, useStaticQuery } from 'gatsby';

export const useChromeBuildData = () =>
  useStaticQuery<Queries.SiteChromeQuery>(graphql`
    query SiteChrome {
      menus: allStrapiMenuEnrichi {
        nodes {
          locale
          type
          body {
            ...MenuEntryFields
          }
        }
      }
      websites: allStrapiWebsite {
        nodes {
          locale
          siteName
          email
          englishEnabled
          careersUrl
          complaintFormUrl
          footerFrameUrl
          companySiteUrl
          professionalSiteUrl
          tagManagerId
          banner {
            text
            linkLabel
            url
          }
          logo {
            alternativeText
            width
            height
            localFile {
              publicURL
            }
          }
          schools {
            name
            phone
            socials {
              type
              url
              visible
            }
          }
        }
      }
      campuses: allStrapiCampus(sort: { name: ASC }) {
        nodes {
          locale
          name
          slug
        }
      }
      eventsFr: upcomingEvents(language: "fr", limit: 6) {
        ...EventSummaryFields
      }
      eventsEn: upcomingEvents(language: "en", limit: 6) {
        ...EventSummaryFields
      }
    }

    fragment MenuLinkFields on STRAPI__COMPONENT_CORE_LINK {
      strapi_id
      label
      url
    }

    fragment MenuEntryFields on StrapiMenuEntry {
      __typename
      ... on STRAPI__COMPONENT_CORE_MENU_ITEM {
        strapi_id
        slug
        label
        url
      }
      ... on STRAPI__COMPONENT_CORE_MENU {
        strapi_id
        slug
        label
        url
        items {
          ...MenuLinkFields
        }
      }
      ... on STRAPI__COMPONENT_CORE_MENU_DROPDOWN {
        strapi_id
        slug
        label
        url
        variant
        items {
          ...MenuLinkFields
        }
        menu_sections {
          strapi_id
          Titre
          items {
            ...MenuLinkFields
          }
        }
      }
    }

    fragment EventSummaryFields on STRAPI_EVENT {
      title
      slug
      url
      dateStart
      dateEnd
      campus {
        name
        slug
      }
    }
  `);

export type ChromeBuildData = Queries.SiteChromeQuery;
export type WebsiteSettings = Queries.SiteChromeQuery['websites']['nodes'][number];
export type MenuEntry = NonNullable<NonNullable<Queries.SiteChromeQuery['menus']['nodes'][number]['body']>[number]>;
export type CampusSummary = Queries.SiteChromeQuery['campuses']['nodes'][number];
export type EventSummary = Queries.EventSummaryFieldsFragment;
