// Glyphs for the social networks of the footer, drawn for this site. Each is a static picture
// (static/images/social/, 24×24) used as a mask over the link's text colour: the glyphs stay out of
// every page's JavaScript, and they still follow the colour of the link and its hover.
import React from 'react';
import * as styles from './social-icons.module.css';

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'youtube', 'linkedin', 'twitter', 'discord', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SocialIcon = ({ network }: { network: SocialNetwork }) => (
  <span className={`${styles.icon} ${styles[network]}`} aria-hidden="true" />
);
