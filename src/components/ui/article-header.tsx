// The head of an editorial page (a news item, a blog post): its tags, the h1, a lead, a meta line
// (date, author, reading time) and the picture below, wider than the text. The text column keeps a
// readable measure; the picture has a set ratio, so nothing moves when it arrives.
// <ArticleHeader tags={<Tag>Innovation</Tag>} title="…" lead="…" meta={<time …/>} media={<CmsImage … priority />} />
import React from 'react';
import { withAttachedPunctuation } from '@/lib/typography';
import { cx } from './cx';
import * as styles from './article-header.module.css';

/** How wide the header's picture is drawn (up to 64 rem, 1,024 px), for its srcset and its preload. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 1088px) 1024px, 100vw';

interface ArticleHeaderProps {
  title: React.ReactNode;
  tags?: React.ReactNode;
  lead?: React.ReactNode;
  /** Date, author, reading time: separated by dots. */
  meta?: React.ReactNode;
  /** Something under the meta line: the campuses of a news item. */
  extra?: React.ReactNode;
  /** The page's picture (the LCP image: give it priority). */
  media?: React.ReactNode;
  className?: string;
  /** The h1's id: the page's article is named by it. */
  id?: string;
}

export const ArticleHeader = ({ title, tags, lead, meta, extra, media, className, id }: ArticleHeaderProps) => (
  <header className={cx(styles.header, className)}>
    <div className={styles.text}>
      {tags ? <div className={styles.tags}>{tags}</div> : null}
      <h1 className={styles.title} id={id}>
        {withAttachedPunctuation(title)}
      </h1>
      {lead ? <p className={styles.lead}>{withAttachedPunctuation(lead)}</p> : null}
      {meta ? <div className={styles.meta}>{meta}</div> : null}
      {extra}
    </div>
    {media ? <div className={styles.media}>{media}</div> : null}
  </header>
);
