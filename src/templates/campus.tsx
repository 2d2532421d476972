// `/campus/{slug}`: one campus; its sections are the anchors campus, team, keydata, formations and
// event (spec), reached from a sticky in-page menu.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArrowRight, BookOpen, ChevronRight, GraduationCap, MapPin, MessageCircle } from 'lucide-react';
import { SeoHead } from '@/components/seo/seo-head';
import { HeroPicture } from '@/components/content/hero-picture';
import { CampusGallery } from '@/components/content/campus-gallery';
import { CampusVisit } from '@/components/content/campus-visit';
import { localeText } from '@/lib/locale-text';
import { campusJsonLd } from '@/lib/seo/structured-data-campus';
import { AnchorBar } from '@/components/ui/anchor-bar';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonClassName } from '@/components/ui/button';
import { CmsImage, hasPicture } from '@/components/ui/cms-image';
import { ImagePreload } from '@/components/ui/image-preload';
import { PageHero } from '@/components/ui/page-hero';
import { RichText } from '@/components/ui/rich-text';
import { Tag } from '@/components/ui/tag';
import { useCurrentSection } from '@/components/ui/use-current-section';
import { ClosingCall } from '@/features/popin/closing-call';
import { PopinLink } from '@/features/popin/cta-links';
import { StaticHtml } from '@/components/ui/static-html';
import { CampusEvents } from '@/features/upcoming-events/campus-events';
import { NextVisitLink } from '@/features/upcoming-events/next-visit-link';
import { isUpcoming } from '@/lib/events';
import { MAX_STORED_EVENTS } from '@/lib/constants';
import type { SitePageContext } from '@/lib/page-context';
import { type Language, localize, routes } from '@/lib/routes';
import { PROGRAMME_CATEGORIES } from '@/lib/programme-categories';
import { isPresent } from '@/lib/is-present';
import type { OpeningHoursSpecification } from 'schema-dts';
import * as prose from '@/components/ui/prose.module.css';
import * as detail from './detail-page.module.css';
import * as styles from './campus.module.css';
import { SEARCH_IGNORED } from '@/lib/search-marks';

const CAMPUS_ANCHORS = ['campus', 'team', 'keydata', 'formations', 'event'] as const;

type Campus = NonNullable<Queries.CampusTemplateQuery['campus']>;
type CampusProgramme = NonNullable<NonNullable<Campus['programmes']>[number]>;

/** The programmes by category, in the catalogue's order; a programme of no known category last. */
const programmesByCategory = (programmes: readonly CampusProgramme[]) => {
  const known: readonly string[] = PROGRAMME_CATEGORIES;
  const groups = PROGRAMME_CATEGORIES.map((category) => ({
    category: category as string,
    inCategory: programmes.filter((programme) => programme.category === category),
  }));
  const others = programmes.filter((programme) => !known.includes(programme.category ?? ''));
  return [...groups, { category: 'other', inCategory: others }].filter(({ inCategory }) => inCategory.length > 0);
};

/** The address, phone and email, each on its line with its icon, and the application to this campus. */
const Contact = ({ campus, language }: { campus: Campus; language: Language }) => {
  const { t } = useTranslation('campus');
  return (
    <aside className={detail.infoCard} aria-labelledby="campus-contact">
      <h2 id="campus-contact" className={detail.infoTitle}>
        {t('contact')}
      </h2>
      <address className={detail.infoList}>
        {campus.address || campus.city ? (
          <span className={detail.infoLine}>
            <MapPin className={detail.infoIcon} aria-hidden="true" focusable="false" />
            <span>
              {campus.address}
              <br />
              {campus.postalCode} {campus.city}
            </span>
          </span>
        ) : null}
        {campus.phone ? (
          <span className={detail.infoLine}>
            {/* Lucide's icons as masks (static/images/icons/): out of the page's JavaScript. */}
            <span className={`${detail.infoIcon} mask-icon ${styles.phoneIcon}`} aria-hidden="true" />
            <a href={`tel:${campus.phone.replace(/\s/g, '')}`}>{campus.phone}</a>
          </span>
        ) : null}
        {campus.email ? (
          <span className={detail.infoLine}>
            <span className={`${detail.infoIcon} mask-icon ${styles.mailIcon}`} aria-hidden="true" />
            <a href={`mailto:${campus.email}`}>{campus.email}</a>
          </span>
        ) : null}
      </address>
      <PopinLink
        action="registration"
        language={language}
        campusSlug={campus.slug}
        className={buttonClassName({ variant: 'secondary', block: true, className: styles.apply })}
      >
        <GraduationCap className={detail.actionIcon} aria-hidden="true" focusable="false" />
        {t('apply')}
      </PopinLink>
    </aside>
  );
};

const CampusTemplate = ({ data, pageContext }: PageProps<Queries.CampusTemplateQuery, SitePageContext & { builtOn: string }>) => {
  const { t } = useTranslation(['campus', 'common', 'programmes', 'courses']);
  const current = useCurrentSection(CAMPUS_ANCHORS);
  const campus = data.campus;
  if (!campus) return null;
  const programmes = (campus.programmes ?? []).filter(isPresent);
  const team = (campus.team ?? []).filter(isPresent);
  const keyData = (campus.keyData ?? []).filter(isPresent);
  const { language } = pageContext;
  const upcoming = data.events.nodes.filter((event) => isUpcoming(event, new Date(pageContext.builtOn))).slice(0, MAX_STORED_EVENTS);
  const sectionTitle = (anchor: (typeof CAMPUS_ANCHORS)[number]) => (
    <h2 id={`${anchor}-title`} className={detail.sectionTitle}>
      {t(`anchors.${anchor}`)}
    </h2>
  );
  return (
    <article className={detail.page} aria-labelledby="campus-title">
      {/* Links, text and calls to action: kept as the server wrote them (docs/architecture.md, "Hydration"). */}
      <StaticHtml content={campus}>
        <div className={styles.opening}>
          <Breadcrumbs
            label={t('common:breadcrumb.label')}
            items={[
              { label: t('common:breadcrumb.home'), to: localize(language, '/') },
              { label: t('title'), to: localize(language, routes.campuses()) },
              { label: campus.name },
            ]}
          />
          <PageHero
            id="campus-title"
            tags={
              campus.region ? (
                <Tag tone="accent" icon={MapPin}>
                  {campus.region}
                </Tag>
              ) : undefined
            }
            title={campus.name}
            lead={campus.intro}
            actions={
              <>
                <PopinLink action="brochure" language={language} campusSlug={campus.slug} className={buttonClassName({})}>
                  <BookOpen className={detail.actionIcon} aria-hidden="true" focusable="false" />
                  {t('common:hero.brochure')}
                </PopinLink>
                <PopinLink
                  action="contact"
                  language={language}
                  campusSlug={campus.slug}
                  className={buttonClassName({ variant: 'ghost-inverse' })}
                >
                  <MessageCircle className={detail.actionIcon} aria-hidden="true" focusable="false" />
                  {t('common:closing.contact')}
                </PopinLink>
              </>
            }
            media={hasPicture(campus.heroImage) ? <HeroPicture media={campus.heroImage} /> : undefined}
          />
        </div>
      </StaticHtml>

      {/* The menu comes under the hero, sticks while its sections are read, and leaves with the last one. */}
      <div className={detail.anchored}>
        <div className={detail.anchors}>
          <AnchorBar
            label={t('inPageMenu')}
            items={CAMPUS_ANCHORS.map((anchor) => ({ id: anchor, label: t(`anchors.${anchor}`) }))}
            current={current}
          />
        </div>

        <StaticHtml content={campus}>
          <section id="campus" className={styles.about} aria-label={t('anchors.campus')}>
            <div className={styles.aboutText}>
              <div className={prose.prose}>
                <RichText blocks={campus.description} />
              </div>
              <Contact campus={campus} language={language} />
            </div>
            <CampusVisit campus={campus} titleClassName={detail.sectionTitle} />
            <CampusGallery pictures={campus.gallery} titleClassName={detail.sectionTitle} />
          </section>

          <section id="team" className={styles.section} aria-labelledby="team-title">
            {sectionTitle('team')}
            <ul className={styles.team}>
              {team.map((member) => (
                <li key={member.name} className={styles.member}>
                  {member.photo ? (
                    <span className={styles.portrait}>
                      <CmsImage media={member.photo} />
                    </span>
                  ) : null}
                  <h3 className={styles.memberName}>{member.name}</h3>
                  <p className={styles.memberRole}>{member.role}</p>
                  {member.bio ? <p className={styles.memberBio}>{member.bio}</p> : null}
                </li>
              ))}
            </ul>
          </section>

          <section id="keydata" className={`${styles.section} ${detail.band}`} aria-labelledby="keydata-title">
            {sectionTitle('keydata')}
            <dl className={styles.figures}>
              {keyData.map((item) => (
                <div key={item.label} className={styles.figure}>
                  <dt className={styles.figureLabel}>{item.label}</dt>
                  <dd className={styles.figureValue}>{item.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section id="formations" className={styles.section} aria-labelledby="formations-title">
            {sectionTitle('formations')}
            {programmes.length === 0 ? (
              <p className={styles.empty}>{t('noProgrammes')}</p>
            ) : (
              // The programmes taught here by level, BTS first, each level a directory of rows.
              <div className={styles.levels}>
                {programmesByCategory(programmes).map(({ category, inCategory }) => (
                  <div key={category}>
                    <h3 className={styles.levelTitle}>{category === 'other' ? t('otherProgrammes') : t(`courses:category.${category}`)}</h3>
                    <ul className={styles.programmeLinks}>
                      {inCategory.map((programme) => (
                        <li key={programme.slug}>
                          <Link to={localize(language, routes.programme(programme.slug))} className={styles.programme}>
                            <span>{programme.title}</span>
                            <ChevronRight className={styles.programmeIcon} aria-hidden="true" focusable="false" />
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            )}
          </section>
        </StaticHtml>

        <section id="event" className={styles.section} aria-labelledby="event-title" {...SEARCH_IGNORED}>
          {sectionTitle('event')}
          <CampusEvents campus={data.campus.slug} language={language} snapshot={upcoming} />
        </section>
      </div>

      {/* "Venez voir le campus": its next date is the visit, beside the brochure (blind review: the band
          offered a question while an open day was coming). Not kept as the server wrote it: the date
          follows the events section's live list. */}
      <ClosingCall
        language={language}
        context="campus"
        city={campus.city}
        actions={
          <>
            <PopinLink action="brochure" language={language} className={buttonClassName({})}>
              {t('common:hero.brochure')}
              <ArrowRight className={detail.actionIcon} aria-hidden="true" focusable="false" />
            </PopinLink>
            <NextVisitLink
              campus={campus.slug}
              language={language}
              snapshot={upcoming}
              className={buttonClassName({ variant: 'ghost-inverse' })}
              iconClassName={detail.actionIcon}
              fallback={
                <PopinLink action="contact" language={language} className={buttonClassName({ variant: 'ghost-inverse' })}>
                  <MessageCircle className={detail.actionIcon} aria-hidden="true" focusable="false" />
                  {t('common:closing.contact')}
                </PopinLink>
              }
            />
          </>
        }
      />
    </article>
  );
};

export default CampusTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.CampusTemplateQuery, SitePageContext>) => {
  const campus = data.campus;
  return (
    <SeoHead
      pageContext={pageContext}
      locales={data.locales}
      title={campus?.name ?? ''}
      description={campus?.intro}
      seo={campus?.seo}
      image={campus?.heroImage}
      parents={[{ name: localeText(data.locales, 'campus', 'title'), route: routes.campuses() }]}
      structuredData={(page) =>
        campus
          ? [
              campusJsonLd(page, {
                ...campus,
                image: campus.seo?.shareImage ?? campus.heroImage,
                // Formatted at build time (plugins/site-pages/resolvers.ts), as the rows the page shows.
                openingHours: (campus.openingHoursJsonLd ?? undefined) as OpeningHoursSpecification[] | undefined,
              }),
            ]
          : []
      }
    >
      <ImagePreload media={campus?.heroImage} />
    </SeoHead>
  );
};

export const query = graphql`
  query CampusTemplate($id: String!, $slug: String!, $language: String!) {
    campus: strapiCampus(id: { eq: $id }) {
      name
      slug
      city
      address
      postalCode
      phone
      email
      intro
      description
      region
      latitude
      longitude
      seo {
        ...SeoFields
      }
      heroImage {
        ...SeoMediaFields
        alternativeText
        localFile {
          ...HeroPictureFields
        }
      }
      keyData {
        value
        label
      }
      access {
        transport
        parking
        accessibility
      }
      openingHoursRows {
        days
        opensLabel
        closesLabel
        opens
        closes
      }
      openingHoursJsonLd
      accessMap {
        localFile {
          childImageSharp {
            gatsbyImageData(width: 960, breakpoints: [480, 960], placeholder: NONE)
          }
        }
      }
      gallery {
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(width: 720, aspectRatio: 1.5, breakpoints: [360, 720], placeholder: NONE)
          }
        }
      }
      team {
        name
        role
        bio
        photo {
          alternativeText
          localFile {
            childImageSharp {
              gatsbyImageData(width: 112, height: 112, layout: FIXED)
            }
          }
        }
      }
      programmes {
        title
        slug
        category
      }
    }
    events: allStrapiEvent(
      filter: { locale: { eq: $language }, campus: { slug: { eq: $slug } } }
      sort: [{ dateStart: ASC }, { slug: ASC }]
    ) {
      nodes {
        ...EventSummaryFields
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "campus", "agenda", "courses"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
