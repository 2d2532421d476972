// A card's summary, whole: the CMS keeps it short (160 characters, the schemas' maxLength).
import React from 'react';
import { keepPunctuationAttached } from '@/lib/typography';
import * as styles from './cards.module.css';

export const CardSummary = ({ text }: { text: string | null | undefined }) =>
  text ? <p className={styles.summary}>{keepPunctuationAttached(text)}</p> : null;
