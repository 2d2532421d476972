// The site chrome's content, as built (the SiteChrome static query): menus, website settings and
// campuses, for both languages (the upcoming events come with the pages that show them:
// src/features/upcoming-events/page-snapshot.tsx). Read through the hooks below
// from a context the site frame fills from the static query (and component tests from a fixture),
// so the server HTML and the hydrating browser read the same data; content is never copied into
// client state.
import React, { createContext, useContext, useMemo } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { tagManagerIdOf } from '@/lib/analytics/tag-manager-id';
import { englishEnabledOf } from '@/lib/site-languages';
import { LANGUAGES, type Language } from '@/lib/routes';
import { isPresent } from '@/lib/is-present';

export const useChromeBuildData = () =>
  useStaticQuery<Queries.SiteChromeQuery>(graphql`
    query SiteChrome {
      menus: allStrapiMenuEnrichi(sort: [{ type: ASC }, { locale: ASC }]) {
        nodes {
          locale
          type
          body {
            ...MenuEntryFields
          }
        }
      }
      websites: allStrapiWebsite(sort: { locale: ASC }) {
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
      campuses: allStrapiCampus(sort: [{ name: ASC }, { locale: ASC }]) {
        nodes {
          locale
          name
          slug
        }
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
  `);

// The events' fields every list of them reads (the menus, the sections, the event and campus pages).
export const eventSummaryFragment = graphql`
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
`;

export type ChromeBuildData = Queries.SiteChromeQuery;
export type WebsiteSettings = Queries.SiteChromeQuery['websites']['nodes'][number];
export type MenuEntry = NonNullable<NonNullable<Queries.SiteChromeQuery['menus']['nodes'][number]['body']>[number]>;
export type CampusSummary = Queries.SiteChromeQuery['campuses']['nodes'][number];
export type EventSummary = Queries.EventSummaryFieldsFragment;

export interface Menus {
  navbar: readonly MenuEntry[];
  footer: readonly MenuEntry[];
}

interface ChromeContent {
  websites: Record<Language, WebsiteSettings | null>;
  menus: Record<Language, Menus>;
  /** Sorted by name (the query's order). */
  campuses: Record<Language, readonly CampusSummary[]>;
  englishEnabled: boolean;
  tagManagerId: string | null;
}

const byLanguage = <T,>(pick: (language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, pick(language)])) as Record<Language, T>;

export const chromeContentOf = (data: ChromeBuildData): ChromeContent => {
  const menu = (language: Language, type: string) =>
    data.menus.nodes.find((node) => node.locale === language && node.type === type)?.body?.filter(isPresent) ?? [];
  return {
    websites: byLanguage((language) => data.websites.nodes.find((node) => node.locale === language) ?? null),
    menus: byLanguage((language) => ({ navbar: menu(language, 'navbarproto'), footer: menu(language, 'footer') })),
    campuses: byLanguage((language) => data.campuses.nodes.filter((campus) => campus.locale === language)),
    englishEnabled: englishEnabledOf(data.websites.nodes),
    tagManagerId: tagManagerIdOf(data.websites.nodes).id,
  };
};

const EMPTY: ChromeBuildData = { menus: { nodes: [] }, websites: { nodes: [] }, campuses: { nodes: [] } };
const SiteChromeContext = createContext<ChromeContent>(chromeContentOf(EMPTY));

/** Gives the chrome's content to the hooks below: the static query's result, or a test fixture. */
export const SiteChromeProvider = ({ data, children }: { data: ChromeBuildData; children: React.ReactNode }) => {
  const content = useMemo(() => chromeContentOf(data), [data]);
  return <SiteChromeContext.Provider value={content}>{children}</SiteChromeContext.Provider>;
};

export const useWebsite = (language: Language) => useContext(SiteChromeContext).websites[language];
export const useMenus = (language: Language) => useContext(SiteChromeContext).menus[language];
/** Campuses sorted by name. */
export const useCampuses = (language: Language) => useContext(SiteChromeContext).campuses[language];
export const useEnglishEnabled = () => useContext(SiteChromeContext).englishEnabled;
/** The container id the site loads after consent, or null (see src/lib/analytics/tag-manager-id.ts). */
export const useTagManagerId = () => useContext(SiteChromeContext).tagManagerId;
