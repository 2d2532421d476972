// The error page's picture: a student at a signpost before the school's cities
// (static/images/lost.svg, drawn by cms/src/seed/brand/site-pictures.ts with the seed's people and
// landmarks): a file the page loads, not an SVG in the JavaScript of every page that can fail.
import React from 'react';

const LOST_PICTURE_PATH = '/images/lost.svg';

export const ErrorIllustration = ({ label }: { label: string }) => (
  <img src={LOST_PICTURE_PATH} alt={label} width={560} height={440} decoding="async" />
);
