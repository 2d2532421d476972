import React from 'react';
import { type HeadProps, useStaticQuery } from 'gatsby';
import { Head as HomeHead } from '@/templates/home';
import { Head as ProgrammeHead } from '@/templates/programme';
import { Head as CampusHead } from '@/templates/campus';
import { Head as EventHead } from '@/templates/event';
import { Head as NewsArticleHead } from '@/templates/news-article';
import { Head as JobOffersHead } from '@/templates/job-offers';
import { Head as ArticleHead } from '@/templates/article';
import { Head as ErrorDebugHead } from '@/templates/error-debug';
import { Head as NotFoundHead } from '@/pages/404';
import type { Alternates, SitePageContext } from '@/lib/page-context';
import type { Language } from '@/lib/routes';
import { jsonLdOf, metaContent, renderHead } from '@/testing/render-head';
import { pageLocales, SITE_ORIGIN, seoMedia, siteSeoFixture } from '@/testing/fixtures/site-seo';
import { SeoHead } from '../seo-head';

const context = (language: Language, path: string, alternates: Alternates): SitePageContext => ({
  language,
  alternates,
  i18n: {
    language,
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    generateDefaultLanguagePage: false,
    routed: language !== 'fr',
    originalPath: path,
    path,
  },
});

const headProps = <Data,>(data: unknown, pageContext: SitePageContext) =>
  ({ data, pageContext, location: { pathname: pageContext.i18n.path }, params: {} }) as unknown as HeadProps<Data, SitePageContext>;

const hreflangs = (head: Document) =>
  Array.from(head.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);
const canonical = (head: Document) => Array.from(head.querySelectorAll('link[rel="canonical"]')).map((link) => link.getAttribute('href'));
/** The types of the JSON-LD nodes, a graph's nodes included, once each. */
const types = (head: Document) => [
  ...new Set(
    jsonLdOf(head).flatMap((data) =>
      (Array.isArray(data['@graph']) ? (data['@graph'] as Array<Record<string, unknown>>) : [data]).map((node) => node['@type']),
    ),
  ),
];
const breadcrumbNames = (head: Document) => {
  const list = jsonLdOf(head).find((data) => data['@type'] === 'BreadcrumbList') as
    { itemListElement: Array<{ name: string; item: string }> } | undefined;
  return list?.itemListElement.map((step) => step.name);
};

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteSeoFixture));

describe('SeoHead', () => {
  const bilingual = { fr: '/agenda', en: '/en/agenda' };

  it('gives the language, title, description, canonical URL and the fr/en/x-default alternates', () => {
    const head = renderHead(
      <SeoHead
        pageContext={context('en', '/en/agenda', bilingual)}
        locales={pageLocales('en', ['common'])}
        title="Events"
        description="What is on."
      />,
    );
    expect(head.documentElement.getAttribute('lang')).toBe('en');
    expect(head.title).toBe('Events | ESNUM');
    expect(metaContent(head, 'name="description"')).toEqual(['What is on.']);
    expect(canonical(head)).toEqual([`${SITE_ORIGIN}/en/agenda`]);
    expect(hreflangs(head)).toEqual([
      ['fr', `${SITE_ORIGIN}/agenda`],
      ['en', `${SITE_ORIGIN}/en/agenda`],
      ['x-default', `${SITE_ORIGIN}/agenda`],
    ]);
    expect(metaContent(head, 'property="og:locale"')).toEqual(['en_GB']);
    expect(metaContent(head, 'name="twitter:site"')).toEqual(['@esnum_test']);
    expect(metaContent(head, 'property="og:image"')).toEqual([`${SITE_ORIGIN}/static/0a1b2c/share-default.jpg`]);
  });

  it('has no hreflang alternates when the English option is off (the page has one language)', () => {
    const head = renderHead(
      <SeoHead pageContext={context('fr', '/agenda', { fr: '/agenda' })} locales={pageLocales('fr', ['common'])} title="Agenda" />,
    );
    expect(hreflangs(head)).toEqual([]);
    expect(canonical(head)).toEqual([`${SITE_ORIGIN}/agenda`]);
    expect(metaContent(head, 'property="og:locale:alternate"')).toEqual([]);
  });

  it("renders the editors' metas by name, property or itemprop", () => {
    const seo = {
      metas: [
        { type: 'name', key: 'author', value: 'Service communication' },
        { type: 'property', key: 'og:title', value: 'Tout notre agenda' },
        { type: 'itemprop', key: 'name', value: 'Agenda ESNUM' },
      ],
    };
    const head = renderHead(
      <SeoHead pageContext={context('fr', '/agenda', bilingual)} locales={pageLocales('fr', ['common'])} title="Agenda" seo={seo} />,
    );
    expect(metaContent(head, 'name="author"')).toEqual(['Service communication']);
    expect(metaContent(head, 'property="og:title"')).toEqual(['Tout notre agenda']);
    expect(metaContent(head, 'itemprop="name"')).toEqual(['Agenda ESNUM']);
  });

  it('adds a breadcrumb from the home page to the page below it', () => {
    const head = renderHead(
      <SeoHead pageContext={context('fr', '/agenda', bilingual)} locales={pageLocales('fr', ['common'])} title="Agenda" />,
    );
    expect(jsonLdOf(head)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${SITE_ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: 'Agenda', item: `${SITE_ORIGIN}/agenda` },
        ],
      },
    ]);
  });
});

describe('template heads', () => {
  it('home: the site name as title, the school as EducationalOrganization, no breadcrumb', () => {
    const data = { page: { title: 'Bienvenue', seo: { metaDescription: 'Accueil du site.' } }, locales: pageLocales('fr', ['common']) };
    const head = renderHead(<HomeHead {...headProps<Queries.HomeTemplateQuery>(data, context('fr', '/', { fr: '/', en: '/en' }))} />);
    expect(head.title).toBe('ESNUM');
    expect(canonical(head)).toEqual([`${SITE_ORIGIN}/`]);
    expect(types(head)).toEqual(['EducationalOrganization']);
    expect(jsonLdOf(head)[0]).toMatchObject({
      name: 'ESNUM',
      url: `${SITE_ORIGIN}/`,
      sameAs: ['https://www.linkedin.com/company/esnum-test'],
    });
  });

  it('programme: a Course and the breadcrumb through the programmes and the category', () => {
    const data = {
      programme: {
        title: 'Bachelor Cybersécurité',
        category: 'bachelor',
        entryLevel: 2,
        durationValue: 1,
        durationScale: 'year',
        summary: 'Un an pour défendre les systèmes.',
        seo: null,
        image: seoMedia('cyber.jpg', 'Salle serveurs'),
        campuses: [{ name: 'ESNUM Lille', slug: 'lille' }],
      },
      locales: pageLocales('fr', ['common', 'programmes', 'courses']),
    };
    const alternates = { fr: '/programmes/bachelor-cyber', en: '/en/programmes/bachelor-cyber' };
    const head = renderHead(
      <ProgrammeHead {...headProps<Queries.ProgrammeTemplateQuery>(data, context('fr', alternates.fr, alternates))} />,
    );
    expect(head.title).toBe('Bachelor Cybersécurité | ESNUM');
    expect(hreflangs(head).map(([language]) => language)).toEqual(['fr', 'en', 'x-default']);
    expect(types(head)).toEqual(['Course', 'BreadcrumbList']);
    expect(jsonLdOf(head)[0]).toMatchObject({
      name: 'Bachelor Cybersécurité',
      timeRequired: 'P1Y',
      educationalCredentialAwarded: 'Bachelor',
      provider: { name: 'ESNUM' },
    });
    expect(breadcrumbNames(head)).toEqual(['Accueil', 'Nos formations', 'Bachelor', 'Bachelor Cybersécurité']);
    expect(metaContent(head, 'property="og:image"')).toEqual([`${SITE_ORIGIN}/static/0a1b2c/cyber.jpg`]);
  });

  it('campus: a CollegeOrUniversity with its address', () => {
    const data = {
      campus: {
        name: 'ESNUM Lyon',
        city: 'Lyon',
        address: '12 quai Rambaud',
        postalCode: '69002',
        intro: 'Le campus de Lyon.',
        seo: null,
        heroImage: null,
      },
      locales: pageLocales('en', ['common', 'campus']),
    };
    const head = renderHead(
      <CampusHead {...headProps<Queries.CampusTemplateQuery>(data, context('en', '/en/campus/lyon', { en: '/en/campus/lyon' }))} />,
    );
    expect(types(head)).toEqual(['CollegeOrUniversity', 'BreadcrumbList']);
    expect(jsonLdOf(head)[0]).toMatchObject({
      url: `${SITE_ORIGIN}/en/campus/lyon`,
      address: { addressLocality: 'Lyon', postalCode: '69002' },
    });
    expect(breadcrumbNames(head)).toEqual(['Home', 'Our campuses', 'ESNUM Lyon']);
    expect(hreflangs(head)).toEqual([]);
  });

  it('event: an Event on its campus', () => {
    const data = {
      event: {
        title: 'Journée portes ouvertes',
        description: 'Visitez le campus.',
        dateStart: '2026-03-14T09:00:00.000Z',
        dateEnd: null,
        url: 'https://evenements.esnum.test/jpo',
        campus: { name: 'ESNUM Lyon', slug: 'lyon', city: 'Lyon', address: null, postalCode: null, region: null },
        image: null,
        seo: null,
      },
      locales: pageLocales('fr', ['common', 'agenda']),
    };
    const head = renderHead(
      <EventHead {...headProps<Queries.EventTemplateQuery>(data, context('fr', '/agenda/jpo-lyon', { fr: '/agenda/jpo-lyon' }))} />,
    );
    expect(types(head)).toEqual(['Event', 'BreadcrumbList']);
    expect(jsonLdOf(head)[0]).toMatchObject({
      startDate: '2026-03-14T09:00:00.000Z',
      location: { name: 'ESNUM Lyon' },
      organizer: { name: 'ESNUM' },
    });
    expect(breadcrumbNames(head)).toEqual(['Accueil', 'Agenda', 'Journée portes ouvertes']);
  });

  it('news article: a NewsArticle, shared as an article', () => {
    const data = {
      item: {
        title: 'Hackathon de printemps',
        publishDate: '2025-04-02T08:00:00.000Z',
        updatedAt: '2025-04-03T08:00:00.000Z',
        summary: 'Quarante-huit heures de code.',
        seo: null,
        cat_news: { title: 'Vie étudiante', slug: 'vie-etudiante' },
        focusImage: seoMedia('hackathon.jpg', 'Équipes au travail'),
      },
      locales: pageLocales('fr', ['common', 'news']),
    };
    const alternates = { fr: '/actualites/hackathon', en: '/en/actualites/hackathon' };
    const head = renderHead(
      <NewsArticleHead {...headProps<Queries.NewsArticleTemplateQuery>(data, context('fr', alternates.fr, alternates))} />,
    );
    expect(types(head)).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(jsonLdOf(head)[0]).toMatchObject({
      headline: 'Hackathon de printemps',
      datePublished: '2025-04-02T08:00:00.000Z',
      image: [`${SITE_ORIGIN}/static/0a1b2c/hackathon.jpg`],
    });
    expect(metaContent(head, 'property="og:type"')).toEqual(['article']);
    expect(metaContent(head, 'property="article:published_time"')).toEqual(['2025-04-02T08:00:00.000Z']);
    expect(breadcrumbNames(head)).toEqual(['Accueil', 'Actualités', 'Hackathon de printemps']);
  });

  it('apprenticeship offers: a JobPosting per offer', () => {
    const offer = {
      slug: 'dev-lyon',
      title: 'Développeur web',
      company: 'Atelier Nébuleuse',
      city: 'Lyon',
      level: 3,
      contract: 'apprenticeship',
      description: null,
      applyUrl: null,
      publishDate: '2026-01-15T08:00:00.000Z',
      publishedAt: null,
    };
    const data = {
      offers: { nodes: [offer, { ...offer, slug: 'data-lyon', title: 'Analyste de données' }] },
      locales: pageLocales('fr', ['common', 'jobs', 'courses']),
    };
    const head = renderHead(
      <JobOffersHead
        {...headProps<Queries.JobOffersTemplateQuery>(
          data,
          context('fr', '/offres-alternance', { fr: '/offres-alternance', en: '/en/offres-alternance' }),
        )}
      />,
    );
    expect(types(head)).toEqual(['JobPosting', 'BreadcrumbList']);
    const [graph] = jsonLdOf(head) as Array<{ '@graph': Array<Record<string, unknown>> }>;
    expect(graph['@graph']).toEqual([
      expect.objectContaining({
        '@type': 'JobPosting',
        title: 'Développeur web',
        datePosted: '2026-01-15',
        hiringOrganization: { '@type': 'Organization', name: 'Atelier Nébuleuse' },
      }),
      expect.objectContaining({ '@type': 'JobPosting', title: 'Analyste de données' }),
    ]);
    expect(head.title).toBe("Offres d'alternance et de stage | ESNUM");
  });

  it('section sub-page: the breadcrumb goes through its section page', () => {
    const data = {
      article: { title: 'Nos engagements', rubrique: 'ecole', slug: 'nos-engagements', summary: null, seo: null },
      sections: {
        nodes: [
          { rubrique: 'entreprise', title: 'Entreprises' },
          { rubrique: 'ecole', title: "L'école" },
        ],
      },
      locales: pageLocales('fr', ['common']),
    };
    const head = renderHead(
      <ArticleHead
        {...headProps<Queries.ArticleTemplateQuery>(data, context('fr', '/ecole/nos-engagements', { fr: '/ecole/nos-engagements' }))}
      />,
    );
    expect(breadcrumbNames(head)).toEqual(['Accueil', "L'école", 'Nos engagements']);
    expect((jsonLdOf(head)[0] as { itemListElement: Array<{ item: string }> }).itemListElement[1].item).toBe(`${SITE_ORIGIN}/ecole`);
  });

  it.each([
    [
      '404',
      () => (
        <NotFoundHead {...headProps<Queries.NotFoundPageQuery>({ locales: pageLocales('en', ['common']) }, context('en', '/en/404', {}))} />
      ),
    ],
    [
      'error debug',
      () => (
        <ErrorDebugHead
          {...headProps<Queries.ErrorDebugTemplateQuery>(
            { locales: pageLocales('fr', ['common']) },
            context('fr', '/error/debug', { fr: '/error/debug', en: '/en/error/debug' }),
          )}
        />
      ),
    ],
  ])('%s page: noindex, without canonical URL, alternates or structured data', (_, element) => {
    const head = renderHead(element());
    expect(metaContent(head, 'name="robots"')).toEqual(['noindex']);
    expect(canonical(head)).toEqual([]);
    expect(hreflangs(head)).toEqual([]);
    expect(jsonLdOf(head)).toEqual([]);
  });
});
