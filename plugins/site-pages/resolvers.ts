// Query.newsArticlesByIds and Query.eventsByIds: nodes by id, in the order given, for the pages
// whose items page creation chose: news lists and related news, the next events
// (upcoming-events.ts). Each node is read with getNodeById, so Gatsby ties the page to those nodes
// alone: an `allStrapiNewsArticle` query, even filtered by id, ties it to every news item, and one
// publication re-ran the queries of all 20,000 news pages.
// STRAPI_JOB_PROFILE.leadProgramme: the first programme that leads to a job and has a picture,
// whose picture is the job's on its card and page. Without it, the list of jobs queried the
// pictures of every programme of every job (83 KB of page data for 20 jobs) to show one each.
// STRAPI_CAMPUS.openingHoursRows and .openingHoursJsonLd: the campus's opening hours as a reader
// and a search engine read them, formatted here at build time so that the campus page's
// JavaScript does not carry the formatting (src/lib/opening-hours.ts).
// STRAPI_KEY_FIGURE.displayValue and STRAPI_PROGRAMME.yearlyFeeText: a key figure and a fee written
// as their language writes numbers, likewise (src/lib/figures.ts).
import type { CreateResolversArgs } from 'gatsby';
import { openingHoursJsonLd, openingHoursRows, type OpeningHoursInput } from '../../src/lib/opening-hours';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/lib/routes';
import { formatAmount, formatFigure } from '../../src/lib/figures';

interface NodeModel {
  getNodeById: (query: { id: string; type: string }) => ({ image___NODE?: string | null } & OpeningHoursInput) | null;
}

const nodesByIds = (type: string) => ({
  type: `[${type}!]!`,
  args: { ids: '[String!]!' },
  resolve: (_source: unknown, args: { ids: string[] }, context: { nodeModel: NodeModel }) =>
    args.ids.map((id) => context.nodeModel.getNodeById({ id, type })).filter((node) => node !== null),
});

export const createByIdsResolvers = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    Query: {
      newsArticlesByIds: nodesByIds('STRAPI_NEWS_ARTICLE'),
      eventsByIds: nodesByIds('STRAPI_EVENT'),
    },
  });
};

export const createLeadProgrammeResolver = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    STRAPI_JOB_PROFILE: {
      leadProgramme: {
        type: 'STRAPI_PROGRAMME',
        resolve: (source: { programmes___NODE?: string[] | null }, _args: unknown, context: { nodeModel: NodeModel }) =>
          (source.programmes___NODE ?? [])
            .map((id) => context.nodeModel.getNodeById({ id, type: 'STRAPI_PROGRAMME' }))
            .find((programme) => programme?.image___NODE) ?? null,
      },
    },
  });
};

/** The row type of STRAPI_CAMPUS.openingHoursRows (src/lib/opening-hours.ts, OpeningHoursRow). */
export const openingHoursTypeDefs = `
type CampusOpeningHoursRow {
  days: String!
  opensLabel: String!
  closesLabel: String!
  opens: String!
  closes: String!
}`;

interface CampusSource {
  locale?: string | null;
  openingHours___NODE?: string[] | null;
}

const openingHoursOf = (source: CampusSource, context: { nodeModel: NodeModel }) =>
  (source.openingHours___NODE ?? []).map((id) => context.nodeModel.getNodeById({ id, type: 'STRAPI__COMPONENT_CAMPUS_OPENING_HOURS' }));

const languageOf = (locale: string | null | undefined): Language =>
  LANGUAGES.includes(locale as Language) ? (locale as Language) : DEFAULT_LANGUAGE;

export const createOpeningHoursResolvers = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    STRAPI_CAMPUS: {
      openingHoursRows: {
        type: '[CampusOpeningHoursRow!]!',
        resolve: (source: CampusSource, _args: unknown, context: { nodeModel: NodeModel }) =>
          openingHoursRows(openingHoursOf(source, context), languageOf(source.locale)),
      },
      openingHoursJsonLd: {
        type: 'JSON',
        resolve: (source: CampusSource, _args: unknown, context: { nodeModel: NodeModel }) =>
          openingHoursJsonLd(openingHoursOf(source, context)),
      },
    },
  });
};

/**
 * STRAPI_PROGRAMME.yearlyFeeText: the yearly fee's amount as its language writes it ("6 400"),
 * likewise: i18next's number format wrote French thousands with a narrow no-break space, which
 * the brand font draws so narrow that "6 400" read "6400".
 */
export const createProgrammeFeeResolvers = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    STRAPI_PROGRAMME: {
      yearlyFeeText: {
        type: 'String',
        resolve: (source: { yearlyFee?: number | null; locale?: string | null }) =>
          source.yearlyFee == null ? null : formatAmount(source.yearlyFee, languageOf(source.locale)),
      },
    },
  });
};

/**
 * STRAPI_KEY_FIGURE.displayValue: the figure as its language writes it ("22 000", "92 %"), made at
 * build time, so that the home page's first load does not carry the formatting code.
 */
export const createKeyFigureResolvers = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    STRAPI_KEY_FIGURE: {
      displayValue: {
        type: 'String',
        resolve: (source: { value?: string | null; locale?: string | null }) =>
          source.value == null ? null : formatFigure(source.value, languageOf(source.locale)),
      },
    },
  });
};
