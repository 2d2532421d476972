// `/programmes/{slug}`: one programme, with an in-page menu to its sections (anchors objectifs,
// formation, admission, certification, tarif).
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { PageHead } from '@/components/layout/page-head';
import { RichText } from '@/components/ui/rich-text';
import { CampusLinks } from '@/components/content/campus-links';
import type { SitePageContext } from '@/lib/page-context';

const ANCHORS = ['objectifs', 'formation', 'admission', 'certification', 'tarif'] as const;

const ProgrammeTemplate = ({ data, pageContext }: PageProps<Queries.ProgrammeTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['programmes', 'courses']);
  const programme = data.programme;
  if (!programme) return null;
  const { language } = pageContext;
  const bodies: Record<(typeof ANCHORS)[number], React.ReactNode> = {
    objectifs: <RichText blocks={programme.objectives} />,
    formation: (
      <ul>
        {programme.content?.map((unit, index) => (
          <li key={index}>
            <strong>{unit?.title}</strong> ({t(`courses:unit.${unit?.kind}`)}
            {unit?.hours ? `, ${t('courses:unit.hours', { count: unit.hours })}` : ''}){unit?.description ? ` – ${unit.description}` : ''}
          </li>
        ))}
      </ul>
    ),
    admission: (
      <>
        <RichText blocks={programme.admission} />
        <p>
          <strong>{t('courses:accessDelay.label')} : </strong>
          {t(programme.category === 'bts' ? 'courses:accessDelay.bts' : 'courses:accessDelay.other')}
        </p>
      </>
    ),
    certification: <RichText blocks={programme.certification} />,
    tarif: <RichText blocks={programme.tarif} />,
  };

  return (
    <>
      <article>
        <p className="eyebrow">{t(`courses:category.${programme.category}`)}</p>
        <h1>{programme.title}</h1>
        {programme.summary ? <p className="lead">{programme.summary}</p> : null}
        <h2>{t('facts')}</h2>
        <dl className="facts">
          <dt>{t('courses:rhythm.label')}</dt>
          <dd>{t(`courses:rhythm.${programme.rhythm}`)}</dd>
          <dt>{t('courses:entryLevel')}</dt>
          <dd>{t(`courses:level.${programme.entryLevel}`)}</dd>
          <dt>{t('courses:graduationLevel')}</dt>
          <dd>{t(`courses:level.${programme.graduationLevel}`)}</dd>
          <dt>{t('courses:duration')}</dt>
          <dd>{t(`courses:scale.${programme.durationScale}`, { count: programme.durationValue })}</dd>
        </dl>
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
        <section>
          <h2>{t('campuses')}</h2>
          <CampusLinks campuses={programme.campuses} language={language} />
        </section>
      </article>
    </>
  );
};

export default ProgrammeTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.ProgrammeTemplateQuery, SitePageContext>) => (
  <PageHead
    language={pageContext.language}
    title={data.programme?.title ?? ''}
    description={data.programme?.seo?.metaDescription ?? data.programme?.summary}
  />
);

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
        metaDescription
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
