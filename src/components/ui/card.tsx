// A card for a programme, campus, news item or event: image, tag, title, meta line, text and a
// call to action. The title's link covers the whole card (the "stretched link"), so the card is
// one tab stop and one click target; `action` holds an optional second control (raised above it).
// <Card title="Bachelor Design" to="/formations/design" image={<CmsImage …/>} tag={<Tag>Bac+3</Tag>} />
import React, { useId } from 'react';
import { Link } from 'gatsby';
import { ArrowRight } from 'lucide-react';
import { withAttachedPunctuation } from '@/lib/typography';
import { cx } from './cx';
import { Heading, type HeadingLevel } from './heading';
import * as styles from './card.module.css';

interface CardProps {
  title: React.ReactNode;
  /** A site page (Gatsby Link) … */
  to?: string;
  /** … or another address. */
  href?: string;
  /** The title's rank in the page outline. */
  level?: HeadingLevel;
  /** The picture (CmsImage, img, artwork), cropped to `ratio`. */
  image?: React.ReactNode;
  /** The picture's width / height ratio ("16 / 9" by default). */
  ratio?: string;
  /**
   * Where the card has no picture of its own (an editor's item uploaded without one): the brand's
   * drawn band, navy under the rising line, so that cards in a row keep one shape.
   */
  band?: boolean;
  /**
   * Something pinned over the picture's corner, such as a DateBadge. Without a picture, the card
   * is a row at every width: the badge beside the text (a date card from a live list).
   */
  badge?: React.ReactNode;
  /** Tags above the title. */
  tag?: React.ReactNode;
  /** Under the title: date, place, duration; several items go one under the other. */
  meta?: React.ReactNode;
  /** A short text. */
  children?: React.ReactNode;
  /** The words of the visual call to action at the foot ("Découvrir"): part of the card's link. */
  actionLabel?: React.ReactNode;
  /** A second, separate control at the foot (a registration link): its own tab stop. */
  action?: React.ReactNode;
  /** On a phone, a row: a square thumbnail beside the text (a long list in one column). */
  compact?: boolean;
  /**
   * A row (the agenda's events): from 640 px the picture beside the text, from 900 px the action at
   * the end of the row.
   */
  wide?: boolean;
  /** The opening card of a list, larger than the others: a bigger title, and on a wide screen the picture fills the height its row gives it. */
  featured?: boolean;
  className?: string;
}

export const Card = ({
  title,
  to,
  href,
  level = 3,
  image,
  ratio = '16 / 9',
  band = false,
  badge,
  tag,
  meta,
  children,
  actionLabel,
  action,
  compact = false,
  wide = false,
  featured = false,
  className,
}: CardProps) => {
  // Named by its title: a list's cards are articles each, told apart by their names.
  const titleId = useId();
  const text = withAttachedPunctuation(title);
  const link =
    to !== undefined ? (
      <Link to={to} className={styles.link}>
        {text}
      </Link>
    ) : href !== undefined ? (
      <a href={href} className={styles.link}>
        {text}
      </a>
    ) : (
      text
    );
  return (
    <article
      className={cx(
        styles.card,
        (to ?? href) !== undefined && styles.linked,
        compact && styles.compact,
        wide && styles.wide,
        featured && styles.featured,
        !image && !band && badge ? styles.leaf : undefined,
        className,
      )}
      aria-labelledby={titleId}
    >
      <div className={styles.body}>
        {tag ? <div className={styles.tags}>{tag}</div> : null}
        <Heading level={level} className={styles.title} id={titleId}>
          {link}
        </Heading>
        {meta ? <div className={styles.meta}>{meta}</div> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
        {actionLabel || action ? (
          <div className={styles.footer}>
            {actionLabel ? (
              <span className={styles.cue} aria-hidden="true">
                {actionLabel}
                <ArrowRight className={styles.cueIcon} focusable="false" />
              </span>
            ) : null}
            {action ? <div className={styles.action}>{action}</div> : null}
          </div>
        ) : null}
      </div>
      {image || band || badge ? (
        <div
          className={styles.media}
          style={image || band ? ({ aspectRatio: ratio, '--card-ratio': ratio } as React.CSSProperties) : undefined}
        >
          {image ?? (band ? <span className={styles.band} aria-hidden="true" /> : null)}
          {badge ? <div className={styles.badge}>{badge}</div> : null}
        </div>
      ) : null}
    </article>
  );
};
