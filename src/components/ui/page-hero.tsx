// The head of a detail page (a programme, a campus, an event): a navy panel with the page's tags,
// its h1, a lead and its main actions, beside its picture; the breadcrumbs go above it. The same
// visual language as the home page's opening hero.
// <PageHero tags={<Tag>BTS</Tag>} title="BTS SIO" lead="…" actions={<Button>…</Button>} media={<CmsImage … priority />} />
import React from 'react';
import { withAttachedPunctuation } from '@/lib/typography';
import { cx } from './cx';
import * as styles from './page-hero.module.css';
import { SEARCH_IGNORED } from '@/lib/search-marks';

interface PageHeroProps {
  title: React.ReactNode;
  /** The h1's id, to name a section after it (aria-labelledby). */
  id?: string;
  /** Tags above the title (category, level, rhythm, date). */
  tags?: React.ReactNode;
  lead?: React.ReactNode;
  /** Buttons or links: use the inverse variants, the panel is navy. */
  actions?: React.ReactNode;
  /**
   * The actions are those of the phone's call-to-action bar (layout/mobile-cta-bar): not repeated
   * where the bar shows, so that the picture comes above it on the first screen (blind reviews).
   */
  actionsInBar?: boolean;
  /** The page's picture (the LCP image: give it priority). */
  media?: React.ReactNode;
  /** `picture` (the default) crops the media to the hero's ratios; `free` lets it take its own height (a drawing, a calendar leaf). */
  mediaShape?: 'picture' | 'free';
  className?: string;
}

export const PageHero = ({
  title,
  id,
  tags,
  lead,
  actions,
  actionsInBar = false,
  media,
  mediaShape = 'picture',
  className,
}: PageHeroProps) => (
  <header className={cx(styles.hero, media ? styles.withMedia : undefined, className)}>
    <div className={`${styles.copy} brand-lead`}>
      {/* The tags and the buttons are not what the page is found by (the facts say the same, in words). */}
      {tags ? (
        <div className={styles.tags} {...SEARCH_IGNORED}>
          {tags}
        </div>
      ) : null}
      <h1 id={id} className={styles.title}>
        {withAttachedPunctuation(title)}
      </h1>
      {lead ? <p className={styles.lead}>{withAttachedPunctuation(lead)}</p> : null}
      {actions ? (
        <div className={cx(styles.actions, actionsInBar && styles.actionsInBar)} {...SEARCH_IGNORED}>
          {actions}
        </div>
      ) : null}
    </div>
    {media ? <div className={cx(styles.media, mediaShape === 'free' && styles.free)}>{media}</div> : null}
  </header>
);
