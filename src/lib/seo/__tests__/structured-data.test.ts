/** @jest-environment node */
import { breadcrumbJsonLd, schoolJsonLd, type SeoPage } from '../structured-data';
import { campusJsonLd } from '../structured-data-campus';
import { courseJsonLd, isoDuration } from '../structured-data-course';
import { openingHoursJsonLd } from '../../opening-hours';
import { blogPostingJsonLd, eventJsonLd, jobPostingsJsonLd, newsArticleJsonLd } from '../structured-data-content';
import type { SiteIdentity } from '../site-identity';

const ORIGIN = 'https://www.esnum.test';
const site: SiteIdentity = {
  origin: ORIGIN,
  language: 'fr',
  name: 'ESNUM',
  description: "L'école du numérique.",
  logo: { url: `${ORIGIN}/static/aa/logo.png`, alt: 'Logo ESNUM', width: 480, height: 160 },
  email: 'contact@esnum.test',
  telephone: '01 84 00 00 00',
  sameAs: ['https://www.linkedin.com/company/esnum-test'],
  twitterSite: null,
  shareImage: null,
};
const pageAt = (path: string, language: SiteIdentity['language'] = 'fr'): SeoPage => ({
  site: { ...site, language },
  url: `${ORIGIN}${path}`,
});
const picture = (file: string) => ({ url: `/uploads/${file}`, localFile: { publicURL: `/static/bb/${file}` } });
const organization = { '@type': 'EducationalOrganization', '@id': `${ORIGIN}/#organization`, name: 'ESNUM', url: `${ORIGIN}/` };

describe('schoolJsonLd', () => {
  it('describes the school with its logo, contact and social profiles', () => {
    expect(schoolJsonLd(site)).toEqual({
      '@context': 'https://schema.org',
      ...organization,
      description: "L'école du numérique.",
      logo: `${ORIGIN}/static/aa/logo.png`,
      email: 'contact@esnum.test',
      telephone: '01 84 00 00 00',
      sameAs: ['https://www.linkedin.com/company/esnum-test'],
    });
  });

  it("points at the home page of the page's language", () => {
    expect(schoolJsonLd({ ...site, language: 'en' })).toMatchObject({ url: `${ORIGIN}/en` });
  });
});

describe('campusJsonLd', () => {
  it('is a CollegeOrUniversity with its postal address, coordinates and parent school', () => {
    const data = campusJsonLd(pageAt('/campus/lyon'), {
      name: 'ESNUM Lyon',
      city: 'Lyon',
      address: '12 quai Rambaud',
      postalCode: '69002',
      region: 'Auvergne-Rhône-Alpes',
      phone: '04 72 00 00 00',
      latitude: 45.74,
      longitude: 4.82,
      image: picture('lyon.jpg'),
    });
    expect(data).toMatchObject({
      '@type': 'CollegeOrUniversity',
      url: `${ORIGIN}/campus/lyon`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 quai Rambaud',
        postalCode: '69002',
        addressLocality: 'Lyon',
        addressCountry: 'FR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 45.74, longitude: 4.82 },
      telephone: '04 72 00 00 00',
      image: `${ORIGIN}/static/bb/lyon.jpg`,
      parentOrganization: organization,
    });
  });

  it("gives the campus's opening hours as schema.org reads them", () => {
    const data = campusJsonLd(pageAt('/campus/lyon'), {
      name: 'ESNUM Lyon',
      openingHours: openingHoursJsonLd([
        { firstDay: 'monday', lastDay: 'friday', opens: '08:30:00.000', closes: '20:00:00.000' },
        { firstDay: 'saturday', opens: '09:00:00.000', closes: '12:30:00.000' },
      ]),
    });
    expect(JSON.parse(JSON.stringify(data)).openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '08:30',
        closes: '20:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '12:30' },
    ]);
    expect(JSON.parse(JSON.stringify(campusJsonLd(pageAt('/campus/arras'), { name: 'ESNUM Arras' })))).not.toHaveProperty(
      'openingHoursSpecification',
    );
  });

  it('has no coordinates when the CMS has none', () => {
    expect(JSON.parse(JSON.stringify(campusJsonLd(pageAt('/campus/arras'), { name: 'ESNUM Arras', city: 'Arras' })))).not.toHaveProperty(
      'geo',
    );
  });
});

describe('courseJsonLd', () => {
  it('is a Course provided by the school, with its length and the campuses teaching it', () => {
    const data = courseJsonLd(pageAt('/en/programmes/bts-sio', 'en'), {
      title: 'BTS SIO',
      description: 'Two years to become a network technician.',
      categoryLabel: 'BTS',
      entryLevelLabel: 'Bac',
      durationValue: 2,
      durationScale: 'years',
      campuses: [{ name: 'ESNUM Lyon', slug: 'lyon' }, null, { name: 'ESNUM Caen', slug: 'caen' }],
    });
    expect(data).toMatchObject({
      '@type': 'Course',
      name: 'BTS SIO',
      description: 'Two years to become a network technician.',
      provider: { '@type': 'EducationalOrganization', name: 'ESNUM', url: `${ORIGIN}/en` },
      educationalCredentialAwarded: 'BTS',
      timeRequired: 'P2Y',
      inLanguage: 'en',
    });
    expect((data as unknown as { hasCourseInstance: unknown[] }).hasCourseInstance).toEqual([
      {
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        location: { '@type': 'Place', name: 'ESNUM Lyon', url: `${ORIGIN}/en/campus/lyon` },
      },
      {
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        location: { '@type': 'Place', name: 'ESNUM Caen', url: `${ORIGIN}/en/campus/caen` },
      },
    ]);
  });

  it.each([
    [1, 'year', 'P1Y'],
    [3, 'years', 'P3Y'],
    [18, 'months', 'P18M'],
    [5, 'days', 'P5D'],
    [600, 'hours', 'PT600H'],
    [0, 'years', undefined],
    [2, 'fortnights', undefined],
    [null, 'years', undefined],
  ])('isoDuration(%j, %j) → %j', (value, scale, expected) => {
    expect(isoDuration(value, scale)).toBe(expected);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(ORIGIN, [
        { name: 'Accueil', path: '/' },
        { name: 'Agenda', path: '/agenda' },
        { name: 'Journée portes ouvertes', path: '/agenda/jpo-lyon' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Agenda', item: `${ORIGIN}/agenda` },
        { '@type': 'ListItem', position: 3, name: 'Journée portes ouvertes', item: `${ORIGIN}/agenda/jpo-lyon` },
      ],
    });
  });
});

describe('eventJsonLd', () => {
  const event = {
    title: 'Journée portes ouvertes',
    description: 'Visitez le campus.',
    dateStart: '2026-03-14T09:00:00.000Z',
    dateEnd: '2026-03-14T17:00:00.000Z',
    url: 'https://evenements.esnum.test/inscription/jpo',
  };

  it('takes place on its campus, organised by the school', () => {
    const data = eventJsonLd(pageAt('/agenda/jpo-lyon'), {
      ...event,
      campus: { name: 'ESNUM Lyon', slug: 'lyon', city: 'Lyon', address: '12 quai Rambaud', postalCode: '69002' },
    });
    expect(data).toMatchObject({
      '@type': 'Event',
      startDate: '2026-03-14T09:00:00.000Z',
      endDate: '2026-03-14T17:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'ESNUM Lyon',
        url: `${ORIGIN}/campus/lyon`,
        address: { addressLocality: 'Lyon', postalCode: '69002' },
      },
      organizer: organization,
    });
  });

  it('is attended online, through its link, when it has no campus', () => {
    const data = eventJsonLd(pageAt('/agenda/webinaire'), { ...event, dateEnd: null, campus: null });
    expect(data).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: event.url },
    });
    expect(JSON.parse(JSON.stringify(data))).not.toHaveProperty('endDate');
  });
});

describe('articles', () => {
  const article = {
    title: 'Hackathon : 48 heures pour coder',
    summary: 'Retour sur le hackathon.',
    publishDate: '2025-05-02T08:00:00.000Z',
    updatedAt: '2025-05-03T10:00:00.000Z',
    section: 'Vie étudiante',
    images: [picture('share.jpg'), picture('focus.jpg'), picture('share.jpg')],
  };

  it('makes a NewsArticle published by the school, with its dates and distinct images', () => {
    expect(newsArticleJsonLd(pageAt('/actualites/hackathon'), article)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Hackathon : 48 heures pour coder',
      datePublished: '2025-05-02T08:00:00.000Z',
      dateModified: '2025-05-03T10:00:00.000Z',
      image: [`${ORIGIN}/static/bb/share.jpg`, `${ORIGIN}/static/bb/focus.jpg`],
      mainEntityOfPage: `${ORIGIN}/actualites/hackathon`,
      articleSection: 'Vie étudiante',
      publisher: { ...organization, logo: { '@type': 'ImageObject', url: `${ORIGIN}/static/aa/logo.png` } },
    });
  });

  it('shortens headlines longer than 110 characters', () => {
    const headline = newsArticleJsonLd(pageAt('/actualites/long'), { title: 'a'.repeat(130) }).headline as string;
    expect(headline).toHaveLength(110);
    expect(headline.endsWith('…')).toBe(true);
  });

  it('credits a blog post to its author, or to the school when it has none', () => {
    expect(blogPostingJsonLd(pageAt('/blog/alternance'), { ...article, author: 'Camille Martin' })).toMatchObject({
      '@type': 'BlogPosting',
      author: { '@type': 'Person', name: 'Camille Martin' },
    });
    expect(blogPostingJsonLd(pageAt('/blog/alternance'), { ...article, author: null })).toMatchObject({ author: organization });
  });
});

describe('jobPostingsJsonLd', () => {
  const offers = [
    {
      slug: 'dev-web-lyon',
      title: 'Développeur web en alternance',
      company: 'Atelier Nébuleuse',
      city: 'Lyon',
      level: 3,
      contract: 'apprenticeship',
      description: [
        { type: 'paragraph', children: [{ type: 'text', text: 'Rejoignez une équipe produit.' }] },
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Vos missions' }] },
        {
          type: 'list',
          format: 'unordered',
          children: [{ type: 'list-item', children: [{ type: 'text', text: 'développer des interfaces' }] }],
        },
      ],
      publishDate: '2026-01-15T08:00:00.000Z',
      publishedAt: '2026-01-10T08:00:00.000Z',
    },
    {
      slug: 'stage-marketing',
      title: 'Stage marketing',
      company: 'Maison Orée',
      city: 'Nantes',
      level: 5,
      contract: 'internship',
      description: null,
      publishDate: null,
      publishedAt: '2026-02-01T08:00:00.000Z',
    },
  ];

  it('gives one JobPosting per offer, in one graph, with what Google requires', () => {
    const data = jobPostingsJsonLd(pageAt('/offres-alternance'), offers);
    expect(data['@context']).toBe('https://schema.org');
    const [first, second] = data['@graph'] as unknown as Array<Record<string, unknown>>;
    expect(data['@graph']).toHaveLength(2);
    expect(first).toMatchObject({
      '@type': 'JobPosting',
      title: 'Développeur web en alternance',
      description: 'Rejoignez une équipe produit.\nVos missions\n- développer des interfaces',
      datePosted: '2026-01-15',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Atelier Nébuleuse' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Lyon', addressCountry: 'FR' } },
      educationRequirements: { '@type': 'EducationalOccupationalCredential', credentialCategory: 'bachelor degree' },
    });
    expect(second).toMatchObject({ description: 'Stage marketing', datePosted: '2026-02-01', employmentType: 'INTERN' });
  });
});
