// Simple glyphs for the social networks of the footer, drawn for this site (24×24, currentColor).
import React from 'react';

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'youtube', 'linkedin', 'twitter', 'discord', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const GLYPHS: Record<SocialNetwork, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </>
  ),
  facebook: (
    <path
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z"
      fill="currentColor"
    />
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9v6l5-3z" fill="var(--color-brand, #12355b)" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="9" width="4" height="12" fill="currentColor" />
      <circle cx="5" cy="5" r="2" fill="currentColor" />
      <path
        d="M10 9h3.8v1.7c.6-1 1.9-2 3.8-2 3.4 0 4.4 2.1 4.4 5.3V21h-4v-6.3c0-1.5-.3-2.7-1.8-2.7s-2.2 1.1-2.2 2.7V21h-4z"
        fill="currentColor"
      />
    </>
  ),
  twitter: <path d="M4 4h4.5l3.7 5.1L16.6 4H20l-6.2 7.1L20.5 20H16l-4-5.5L7.2 20H3.8l6.6-7.6z" fill="currentColor" />,
  discord: (
    <>
      <path
        d="M5 6.5C7 5 9 4.6 9.5 4.5l.5 1.2a13 13 0 0 1 4 0l.5-1.2c.5.1 2.5.5 4.5 2 1.5 2.6 2.3 5.9 2 9.5-1.6 1.3-3.4 2-5 2.3l-1-1.6c1-.3 1.8-.7 2.5-1.2-2.6 1.2-5.4 1.2-8 0 .7.5 1.5.9 2.5 1.2l-1 1.6C7.4 18 5.6 17.3 4 16c-.3-3.6.5-6.9 1-9.5z"
        fill="currentColor"
      />
      <circle cx="9.3" cy="12.2" r="1.5" fill="var(--color-brand, #12355b)" />
      <circle cx="14.7" cy="12.2" r="1.5" fill="var(--color-brand, #12355b)" />
    </>
  ),
  tiktok: <path d="M14 3h3c.2 1.9 1.5 3.4 3.5 3.6v3a6.8 6.8 0 0 1-3.5-1.1V15a6 6 0 1 1-6-6v3.1a3 3 0 1 0 3 2.9z" fill="currentColor" />,
};

export const SocialIcon = ({ network }: { network: SocialNetwork }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    {GLYPHS[network]}
  </svg>
);
