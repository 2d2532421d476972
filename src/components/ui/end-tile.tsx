// Where to go after a list of cards, as a card of its own in the brand's pale tone (not the navy of
// the closing band right under most lists), so that it reads as the way on, not as one more item. A Grid's `end` (grid.tsx): it fills the cards' last
// row. Its title is the link, to a page (`to`) or drawn by the caller (`link`, e.g. a pop-in's).
// <EndTile icon={CalendarDays} to="/agenda" title="Tout l'agenda" text="…" action="Voir" />
import React from 'react';
import { Link } from 'gatsby';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { keepPunctuationAttached } from '@/lib/typography';
import * as styles from './end-tile.module.css';

type EndTileProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The cue at the tile's foot ("Tous les événements"); the title is the link's name. */
  action: string;
  /** A few words on what the page offers ("Niveau", "Rythme"…), shown where the tile is wide: a wide tile was mostly empty (review). */
  points?: readonly string[];
} & ({ to: string; link?: never } | { to?: never; link: (className: string, title: string) => React.ReactNode });

export const EndTile = ({ icon: Icon, to, link, title: words, text, action, points = [] }: EndTileProps) => {
  // French punctuation keeps to its word ("Et après la formation ?" does not end a line on "?").
  const title = keepPunctuationAttached(words);
  return (
    <div className={styles.tile}>
      <div className={styles.inner}>
        <Icon className={styles.icon} aria-hidden="true" focusable="false" />
        {/* The link is the title, stretched over the tile (as a Card's): its name stays short. */}
        {link ? (
          link(styles.link, title)
        ) : (
          <Link to={to} className={styles.link}>
            {title}
          </Link>
        )}
        <p className={styles.text}>{keepPunctuationAttached(text)}</p>
        {points.length > 0 ? (
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
        <span className={styles.action} aria-hidden="true">
          {action}
          <ArrowRight className={styles.arrow} focusable="false" />
        </span>
        <Icon className={styles.emblem} aria-hidden="true" focusable="false" />
      </div>
    </div>
  );
};
