// The brand's drawn band: navy light and two orange rings, in the palette. It stands where a card
// has no picture of its own (an event, a news item from the filter's index), so that cards in a
// row keep one shape. Decorative: hidden from screen readers.
import React from 'react';
import * as styles from './brand-band.module.css';

export const BrandBand = () => <span className={styles.band} aria-hidden="true" />;
