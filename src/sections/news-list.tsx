// Page-builder block: the latest news (published ones, newest first), as many as the block asks, as
// image cards in a row that a phone swipes.
import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { NewsCard } from '@/components/content/news-card';
import { Button } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import { type Language, localize, routes } from '@/lib/routes';
import { useLatestNews } from '@/content/latest-news';
import { SectionCarousel, THREE_A_ROW } from './section-carousel';
import * as sections from './sections.module.css';

/** The CMS lets a news block ask for 12 items at most (as many as the build keeps). */
const MAX_NEWS = 12;
const DEFAULT_NEWS = 3;

export const NewsList = ({ block, language }: { block: Queries.SectionNewsListFieldsFragment; language: Language }) => {
  const { t } = useTranslation('sections');
  const limit = Math.min(Math.max(block.limit ?? DEFAULT_NEWS, 1), MAX_NEWS);
  const news = useLatestNews(language).slice(0, limit);
  const title = block.title || t('news.title');
  const all = (
    <Button to={localize(language, routes.news())} variant="ghost" size="sm" iconEnd={ArrowRight}>
      {t('news.all')}
    </Button>
  );
  return (
    <section className={sections.section}>
      {news.length === 0 ? (
        <>
          <SectionHeader title={title} />
          <p className={sections.empty}>{t('news.empty')}</p>
          {all}
        </>
      ) : (
        <SectionCarousel
          label={title}
          itemWidth={THREE_A_ROW} // The title, "see all" and the arrows on one row.
          header={<SectionHeader title={title} action={all} />}
        >
          {news.map((item) => (
            <NewsCard key={item.slug} item={item} language={language} />
          ))}
        </SectionCarousel>
      )}
    </section>
  );
};

export const query = graphql`
  fragment SectionNewsListFields on STRAPI__COMPONENT_SECTIONS_NEWS_LIST {
    title
    limit
  }
`;
