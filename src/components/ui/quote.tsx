// A testimonial: the words, then who says them (photo, name, programme) as the figure's caption.
// `photo` is a slot for a small square picture (CmsImage, an avatar <img alt="">: the name is
// already written beside it). <Quote quote="…" name="Léa M." programme="Bachelor Design" photo={…} />
import React from 'react';
import { Quote as QuoteIcon } from 'lucide-react';
import { cx } from './cx';
import * as styles from './quote.module.css';

interface QuoteProps {
  quote: React.ReactNode;
  name: React.ReactNode;
  /** The programme, year or job of the person. */
  programme?: React.ReactNode;
  photo?: React.ReactNode;
  className?: string;
}

export const Quote = ({ quote, name, programme, photo, className }: QuoteProps) => (
  <figure className={cx(styles.quote, className)}>
    <QuoteIcon className={styles.mark} aria-hidden="true" focusable="false" />
    <blockquote className={styles.text}>{typeof quote === 'string' ? <p>{quote}</p> : quote}</blockquote>
    <figcaption className={styles.author}>
      {photo ? <span className={styles.photo}>{photo}</span> : null}
      <span className={styles.who}>
        <span className={styles.name}>{name}</span>
        {/* The comma is for a screen reader, which would otherwise run the two lines together. */}
        {programme ? (
          <>
            <span className="visually-hidden">, </span>
            <span className={styles.programme}>{programme}</span>
          </>
        ) : null}
      </span>
    </figcaption>
  </figure>
);
