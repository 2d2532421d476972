// The brand's drawn band: navy light and an orange motif, in the palette. It stands where a card
// has no picture of its own (an event, a news item from the filter's index), so that cards in a
// row keep one shape. Each kind of event has its motif, so that a row of events reads by kind:
// rings (open days), stripes (admission tests), dots (talks), tiles (fairs), waves (Live My Life),
// two circles meeting (job dating). Decorative: hidden from screen readers.
import React from 'react';
import { cx } from './cx';
import * as styles from './brand-band.module.css';

const MOTIFS: Record<string, string | undefined> = {
  'open-door': styles.rings,
  'admission-test': styles.stripes,
  conference: styles.dots,
  convention: styles.tiles,
  'live-my-life': styles.waves,
  'job-dating': styles.meeting,
};

export const BrandBand = ({ motif }: { motif?: string | null }) => (
  <span className={cx(styles.band, (motif && MOTIFS[motif]) || styles.rings)} aria-hidden="true" />
);
