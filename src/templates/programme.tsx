// `/programmes/{slug}`: one programme; its sections are the anchors objectifs, formation, admission,
// certification and tarif (spec), and its requests open the campus pop-in.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import {
  ArrowRight,
  BookOpen,
  Briefcase,
  CalendarClock,
  Clock,
  Euro,
  GraduationCap,
  LogIn,
  MapPin,
  MessageCircle,
  Repeat,
} from 'lucide-react';
import { SeoHead } from '@/components/seo/seo-head';
import { HeroPicture } from '@/components/content/hero-picture';
import { localeText } from '@/lib/locale-text';
import { type Language, localize, routes } from '@/lib/routes';
import { courseJsonLd } from '@/lib/seo/structured-data-course';
import { AnchorBar } from '@/components/ui/anchor-bar';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button, buttonClassName } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { CmsImage, hasPicture } from '@/components/ui/cms-image';
import { ImagePreload } from '@/components/ui/image-preload';
import { Facts } from '@/components/ui/facts';
import { Grid } from '@/components/ui/grid';
import { PageHero } from '@/components/ui/page-hero';
import { Quote } from '@/components/ui/quote';
import { RichText } from '@/components/ui/rich-text';
import { SectionHeader } from '@/components/ui/section-header';
import { Tag } from '@/components/ui/tag';
import { useCurrentSection } from '@/components/ui/use-current-section';
import { AdmissionCost } from '@/components/content/admission-cost';
import { costFact } from '@/components/content/programme-cost';
import { FoldedCampusLinks } from '@/components/content/folded-campus-links';
import { PillLinks } from '@/components/content/pill-links';
import { ProgrammeCard } from '@/components/content/programme-card';
import { SectionCarousel, THREE_A_ROW } from '@/sections/section-carousel';
import type { SitePageContext } from '@/lib/page-context';
import { durationKey } from '@/lib/taxonomy';
import { useTaxonomy } from '@/state/taxonomy';
import { ClosingCall } from '@/features/popin/closing-call';
import { PopinLink } from '@/features/popin/cta-links';
import { StaticHtml } from '@/components/ui/static-html';
import { isPresent } from '@/lib/is-present';
import * as prose from '@/components/ui/prose.module.css';
import * as detail from './detail-page.module.css';
import * as styles from './programme.module.css';
import { SEARCH_IGNORED } from '@/lib/search-marks';

const ANCHORS = ['objectifs', 'formation', 'admission', 'certification', 'tarif'] as const;

type Programme = NonNullable<Queries.ProgrammeTemplateQuery['programme']>;

/**
 * The skill blocks (what the diploma certifies) as cards, then the teaching units as a compact
 * list with their hours: nine units as nine cards would fill two screens of a phone.
 */
const Units = ({ units }: { units: Programme['content'] }) => {
  const { t } = useTranslation('programmes');
  const taxonomy = useTaxonomy();
  const present = units?.filter(isPresent) ?? [];
  const skills = present.filter((unit) => unit.kind === 'skill');
  const teaching = present.filter((unit) => unit.kind !== 'skill');
  return (
    <>
      {skills.length > 0 ? (
        <>
          <h3 className={styles.unitsTitle}>{t('units.skill')}</h3>
          <Grid as="ol" columns={3} gap="sm" className={styles.skills}>
            {skills.map((unit, index) => (
              <li key={index} className={styles.skill}>
                <h4 className={styles.skillTitle}>{unit.title}</h4>
                {unit.description ? <p className={styles.unitText}>{unit.description}</p> : null}
              </li>
            ))}
          </Grid>
        </>
      ) : null}
      {teaching.length > 0 ? (
        <>
          <h3 className={styles.unitsTitle}>{t('units.teaching')}</h3>
          <ul className={styles.teaching}>
            {teaching.map((unit, index) => (
              <li key={index} className={styles.course}>
                <span className={styles.courseTitle}>{unit.title}</span>
                {unit.hours ? (
                  <span className={styles.courseHours}>
                    <Clock className={styles.hoursIcon} aria-hidden="true" focusable="false" />
                    {taxonomy(durationKey('hours', 'short'), { count: unit.hours })}
                  </span>
                ) : null}
                {unit.description ? <p className={styles.unitText}>{unit.description}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
};

/** Brochure, question, application: the card that follows the reader on a wide screen. */
const ActionCard = ({ language, campuses }: { language: Language; campuses: readonly string[] }) => {
  const { t } = useTranslation('programmes');
  return (
    <aside className={styles.actionCard} aria-labelledby="programme-actions" {...SEARCH_IGNORED}>
      <h2 id="programme-actions" className={styles.actionTitle}>
        {t('cta.label')}
      </h2>
      <p className={styles.actionLead}>{t('actionLead')}</p>
      <ul className={styles.actionList}>
        <li>
          <PopinLink action="brochure" language={language} campuses={campuses} className={buttonClassName({ block: true })}>
            <BookOpen className={detail.actionIcon} aria-hidden="true" focusable="false" />
            {t('cta.brochure')}
          </PopinLink>
        </li>
        <li>
          <PopinLink
            action="contact"
            language={language}
            campuses={campuses}
            className={buttonClassName({ variant: 'secondary', block: true })}
          >
            <MessageCircle className={detail.actionIcon} aria-hidden="true" focusable="false" />
            {t('cta.contact')}
          </PopinLink>
        </li>
        <li>
          <PopinLink
            action="registration"
            language={language}
            campuses={campuses}
            className={buttonClassName({ variant: 'ghost', block: true })}
          >
            <GraduationCap className={detail.actionIcon} aria-hidden="true" focusable="false" />
            {t('cta.registration')}
          </PopinLink>
        </li>
      </ul>
    </aside>
  );
};

const ProgrammeTemplate = ({ data, pageContext }: PageProps<Queries.ProgrammeTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['programmes', 'common']);
  const taxonomy = useTaxonomy();
  const current = useCurrentSection(ANCHORS);
  const programme = data.programme;
  if (!programme) return null;
  const { language } = pageContext;
  const category = taxonomy(`category.${programme.category}`);
  const campuses = programme.campuses?.filter(isPresent) ?? [];
  // The pop-in offers only the campuses that teach the programme.
  const campusSlugs = campuses.map((campus) => campus.slug);
  const testimonial = programme.testimonials?.find(isPresent);
  const related = data.related.nodes;
  // The jobs whose pages name this programme among those that lead to them.
  const jobs = data.jobs.nodes;
  const cost = costFact(programme, taxonomy);
  // The brochure and the application: the hero's actions, and the page's last.
  const requests = (
    <>
      <PopinLink action="brochure" language={language} campuses={campusSlugs} className={buttonClassName({})}>
        <BookOpen className={detail.actionIcon} aria-hidden="true" focusable="false" />
        {t('cta.brochure')}
      </PopinLink>
      <PopinLink action="registration" language={language} campuses={campusSlugs} className={buttonClassName({ variant: 'ghost-inverse' })}>
        {t('cta.registration')}
        <ArrowRight className={detail.actionIcon} aria-hidden="true" focusable="false" />
      </PopinLink>
    </>
  );
  const bodies: Record<(typeof ANCHORS)[number], React.ReactNode> = {
    objectifs: <RichText blocks={programme.objectives} headingLevel={3} />,
    formation: <Units units={programme.content} />,
    admission: (
      <>
        <RichText blocks={programme.admission} headingLevel={3} />
        <p className={styles.callout}>
          <CalendarClock className={styles.calloutIcon} aria-hidden="true" focusable="false" />
          <span>
            <strong>{t('common:withColon', { label: taxonomy('accessDelay.label') })}</strong>{' '}
            {taxonomy(programme.category === 'bts' ? 'accessDelay.bts' : 'accessDelay.other')}
          </span>
        </p>
      </>
    ),
    certification: <RichText blocks={programme.certification} headingLevel={3} />,
    tarif: <RichText blocks={programme.tarif} headingLevel={3} />,
  };

  return (
    <article className={detail.page} aria-labelledby="programme-title">
      {/* Links, text and calls to action: kept as the server wrote them (docs/architecture.md, "Hydration"). */}
      <StaticHtml content={programme}>
        <Breadcrumbs
          label={t('common:breadcrumb.label')}
          items={[
            { label: t('common:breadcrumb.home'), to: localize(language, '/') },
            { label: t('title'), to: localize(language, routes.programmes()) },
            { label: category, to: localize(language, routes.programmeCategory(programme.category)) },
            { label: programme.title },
          ]}
        />
        <PageHero
          id="programme-title"
          tags={
            <>
              <Tag tone="accent">{category}</Tag>
              <Tag tone="neutral" icon={GraduationCap}>
                {taxonomy(`level.${programme.graduationLevel}`)}
              </Tag>
              <Tag tone="neutral" icon={Repeat}>
                {taxonomy(`rhythm.${programme.rhythm}`)}
              </Tag>
            </>
          }
          title={programme.title}
          lead={programme.summary}
          actions={requests}
          actionsInBar
          media={hasPicture(programme.image) ? <HeroPicture media={programme.image} /> : undefined}
        />

        <section className={styles.facts} aria-labelledby="programme-facts">
          <h2 id="programme-facts" className="visually-hidden">
            {t('facts')}
          </h2>
          <Facts
            items={[
              { icon: Repeat, term: taxonomy('rhythm.label'), value: taxonomy(`rhythm.${programme.rhythm}`) },
              { icon: LogIn, term: taxonomy('entryLevel'), value: taxonomy(`level.${programme.entryLevel}`) },
              { icon: GraduationCap, term: taxonomy('graduationLevel'), value: taxonomy(`level.${programme.graduationLevel}`) },
              {
                icon: Clock,
                term: taxonomy('duration'),
                value: taxonomy(durationKey(programme.durationScale, 'long'), { count: programme.durationValue }),
              },
              ...(cost ? [{ icon: Euro, term: taxonomy('cost.label'), value: cost }] : []),
              ...(campuses.length > 0
                ? [{ icon: MapPin, term: t('factsCampuses'), value: t('campusCount', { count: campuses.length }) }]
                : []),
            ]}
          />
        </section>
      </StaticHtml>

      {/* The menu sticks while its sections are read, and leaves with the last one. */}
      <div className={detail.anchored}>
        <div className={detail.anchors}>
          <AnchorBar
            label={t('inPageMenu')}
            items={ANCHORS.map((anchor) => ({ id: anchor, label: t(`anchors.${anchor}`) }))}
            current={current}
          />
        </div>

        {/* On a wide screen, the summary, the campuses, the jobs and the requests in a column
            beside the sections (the requests' card following the reader); on a phone, the summary
            before the sections and the rest after them. */}
        <div className={styles.layout}>
          <StaticHtml content={programme}>
            <AdmissionCost programme={programme} titleClassName={cx(detail.sectionTitle, styles.sideTitle)} className={styles.summary} />
            <div className={styles.content}>
              {ANCHORS.map((anchor) => (
                <section key={anchor} id={anchor} className={styles.section} aria-labelledby={`${anchor}-title`}>
                  <h2 id={`${anchor}-title`} className={detail.sectionTitle}>
                    {t(`anchors.${anchor}`)}
                  </h2>
                  <div className={anchor === 'formation' ? `${prose.prose} ${styles.wide}` : prose.prose}>{bodies[anchor]}</div>
                </section>
              ))}
            </div>
            <div className={styles.side}>
              {campuses.length > 0 ? (
                <section className={styles.sideBlock} aria-labelledby="programme-campuses">
                  <h2 id="programme-campuses" className={cx(detail.sectionTitle, styles.sideTitle)}>
                    {t('campuses')}
                  </h2>
                  <FoldedCampusLinks campuses={campuses} language={language} shown={8} />
                </section>
              ) : null}
              {jobs.length > 0 ? (
                <section className={styles.sideBlock} aria-labelledby="programme-jobs">
                  <h2 id="programme-jobs" className={cx(detail.sectionTitle, styles.sideTitle)}>
                    {t('jobs')}
                  </h2>
                  <PillLinks
                    icon={Briefcase}
                    links={jobs.map((job) => ({ to: localize(language, routes.jobProfile(job.slug)), label: job.title }))}
                  />
                </section>
              ) : null}
              <ActionCard language={language} campuses={campusSlugs} />
            </div>
          </StaticHtml>
        </div>
      </div>

      <StaticHtml content={programme}>
        {testimonial ? (
          <section className={styles.testimonial} aria-label={t('testimonial')}>
            <Quote
              quote={testimonial.quote}
              name={testimonial.author}
              programme={testimonial.role}
              photo={testimonial.photo ? <CmsImage media={testimonial.photo} /> : undefined}
            />
          </section>
        ) : null}
      </StaticHtml>

      {related.length > 0 ? (
        <section className={styles.related} aria-labelledby="programme-related" {...SEARCH_IGNORED}>
          <SectionHeader
            id="programme-related"
            title={t('related')}
            action={
              <Button to={localize(language, routes.programmeCategory(programme.category))} variant="ghost" size="sm" iconEnd={ArrowRight}>
                {t('relatedAll', { category })}
              </Button>
            }
          />
          <SectionCarousel label={t('related')} itemWidth={THREE_A_ROW}>
            {related.map((other) => (
              <ProgrammeCard key={other.slug} programme={other} language={language} />
            ))}
          </SectionCarousel>
        </section>
      ) : null}

      <StaticHtml content={programme}>
        {/* The page closes on its own two requests, where the visitor's mind is made up: the application, not a question. */}
        <ClosingCall language={language} context="programme" actions={requests} />
      </StaticHtml>
    </article>
  );
};

export default ProgrammeTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.ProgrammeTemplateQuery, SitePageContext>) => {
  const programme = data.programme;
  const category = programme ? localeText(data.locales, 'courses', `category.${programme.category}`) : '';
  return (
    <SeoHead
      pageContext={pageContext}
      locales={data.locales}
      title={programme?.title ?? ''}
      description={programme?.summary}
      seo={programme?.seo}
      image={programme?.image}
      parents={[
        { name: localeText(data.locales, 'programmes', 'title'), route: routes.programmes() },
        ...(programme ? [{ name: category, route: routes.programmeCategory(programme.category) }] : []),
      ]}
      structuredData={(page) =>
        programme
          ? [
              courseJsonLd(page, {
                ...programme,
                description: programme.seo?.metaDescription || programme.summary,
                categoryLabel: category,
                entryLevelLabel: localeText(data.locales, 'courses', `level.${programme.entryLevel}`),
              }),
            ]
          : []
      }
    >
      <ImagePreload media={programme?.image} />
    </SeoHead>
  );
};

export const query = graphql`
  query ProgrammeTemplate($id: String!, $language: String!, $category: String) {
    programme: strapiProgramme(id: { eq: $id }) {
      title
      category
      rhythm
      entryLevel
      graduationLevel
      durationValue
      durationScale
      yearlyFeeText
      summary
      objectives
      admission
      certification
      tarif
      seo {
        ...SeoFields
      }
      image {
        ...SeoMediaFields
        localFile {
          ...HeroPictureFields
        }
      }
      content {
        kind
        title
        description
        hours
      }
      campuses {
        name
        slug
      }
      testimonials {
        author
        role
        quote
        photo {
          alternativeText
          localFile {
            childImageSharp {
              gatsbyImageData(width: 96, height: 96, layout: FIXED)
            }
          }
        }
      }
    }
    jobs: allStrapiJobProfile(
      filter: { locale: { eq: $language }, programmes: { elemMatch: { id: { eq: $id } } } }
      sort: [{ title: ASC }, { slug: ASC }]
    ) {
      nodes {
        title
        slug
      }
    }
    related: allStrapiProgramme(
      filter: { locale: { eq: $language }, category: { eq: $category }, id: { ne: $id } }
      sort: [{ title: ASC }, { slug: ASC }]
      limit: 3
    ) {
      nodes {
        ...ProgrammeCardFields
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "programmes", "courses"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
