// `/programmes/{slug}`: one programme, with an in-page menu to its sections (anchors objectifs,
// formation, admission, certification, tarif) and the brochure, contact and registration requests,
// which open the campus pop-in.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { localeText } from '@/lib/locale-text';
import { routes } from '@/lib/routes';
import { courseJsonLd } from '@/lib/seo/structured-data';
import { RichText } from '@/components/ui/rich-text';
import { CampusLinks } from '@/components/content/campus-links';
import type { SitePageContext } from '@/lib/page-context';
import { durationKey } from '@/lib/taxonomy';
import { useTaxonomy } from '@/state/taxonomy';
import { PopinLink } from '@/features/popin/cta-links';
import { CRM_ACTIONS } from '@/lib/crm-actions';

const ANCHORS = ['objectifs', 'formation', 'admission', 'certification', 'tarif'] as const;

const ProgrammeTemplate = ({ data, pageContext }: PageProps<Queries.ProgrammeTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['programmes', 'courses']);
  const taxonomy = useTaxonomy();
  const programme = data.programme;
  if (!programme) return null;
  const { language } = pageContext;
  const bodies: Record<(typeof ANCHORS)[number], React.ReactNode> = {
    objectifs: <RichText blocks={programme.objectives} headingLevel={3} />,
    formation: (
      <ul>
        {programme.content?.map((unit, index) => (
          <li key={index}>
            <strong>{unit?.title}</strong> ({taxonomy(`unit.${unit?.kind}`)}
            {unit?.hours ? `, ${taxonomy(durationKey('hours', 'short'), { count: unit.hours })}` : ''})
            {unit?.description ? ` – ${unit.description}` : ''}
          </li>
        ))}
      </ul>
    ),
    admission: (
      <>
        <RichText blocks={programme.admission} headingLevel={3} />
        <p>
          <strong>{t('common:withColon', { label: taxonomy('accessDelay.label') })}</strong>{' '}
          {taxonomy(programme.category === 'bts' ? 'accessDelay.bts' : 'accessDelay.other')}
        </p>
      </>
    ),
    certification: <RichText blocks={programme.certification} headingLevel={3} />,
    tarif: <RichText blocks={programme.tarif} headingLevel={3} />,
  };

  return (
    <>
      <article>
        <p className="eyebrow">{taxonomy(`category.${programme.category}`)}</p>
        <h1>{programme.title}</h1>
        {programme.summary ? <p className="lead">{programme.summary}</p> : null}
        <h2>{t('facts')}</h2>
        <dl className="facts">
          <dt>{taxonomy('rhythm.label')}</dt>
          <dd>{taxonomy(`rhythm.${programme.rhythm}`)}</dd>
          <dt>{taxonomy('entryLevel')}</dt>
          <dd>{taxonomy(`level.${programme.entryLevel}`)}</dd>
          <dt>{taxonomy('graduationLevel')}</dt>
          <dd>{taxonomy(`level.${programme.graduationLevel}`)}</dd>
          <dt>{taxonomy('duration')}</dt>
          <dd>{taxonomy(durationKey(programme.durationScale, 'long'), { count: programme.durationValue })}</dd>
        </dl>
        <ul className="programme-ctas" aria-label={t('cta.label')}>
          {CRM_ACTIONS.map((action) => (
            <li key={action}>
              <PopinLink action={action} language={language}>
                {t(`cta.${action}`)}
              </PopinLink>
            </li>
          ))}
        </ul>
        <nav aria-label={t('inPageMenu')}>
          <ul>
            {ANCHORS.map((anchor) => (
              <li key={anchor}>
                <a href={`#${anchor}`}>{t(`anchors.${anchor}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {ANCHORS.map((anchor) => (
          <section key={anchor} id={anchor}>
            <h2>{t(`anchors.${anchor}`)}</h2>
            {bodies[anchor]}
          </section>
        ))}
        {programme.campuses?.some(Boolean) ? (
          <section>
            <h2>{t('campuses')}</h2>
            <CampusLinks campuses={programme.campuses} language={language} />
          </section>
        ) : null}
      </article>
    </>
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
    />
  );
};

export const query = graphql`
  query ProgrammeTemplate($id: String!, $language: String!) {
    programme: strapiProgramme(id: { eq: $id }) {
      title
      category
      rhythm
      entryLevel
      graduationLevel
      durationValue
      durationScale
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
    }
    locales: allLocale(filter: { ns: { in: ["common", "programmes", "courses"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
