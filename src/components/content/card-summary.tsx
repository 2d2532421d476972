// A card's summary, cut to a few lines (cards.module.css): the text is wrapped in a block of its
// own, so that the paragraph can tell it overflows and fade its last line rather than cut a word.
import React from 'react';
import { keepPunctuationAttached } from '@/lib/typography';
import * as styles from './cards.module.css';

export const CardSummary = ({ text }: { text: string | null | undefined }) =>
  text ? (
    <p className={styles.summary}>
      <span className={styles.summaryText}>{keepPunctuationAttached(text)}</span>
    </p>
  ) : null;
