// The error page's illustration, drawn for this site: a small robot scratching its head in front
// of a signpost.
import React from 'react';

export const ErrorIllustration = ({ label }: { label: string }) => (
  <svg viewBox="0 0 240 180" width="240" height="180" role="img" aria-label={label}>
    <rect x="150" y="40" width="8" height="120" rx="3" fill="#5b6b80" />
    <path d="M118 44h72l14 14-14 14h-72z" fill="#f4a259" />
    <path d="M190 84h-72l-14 14 14 14h72z" fill="#2a6f97" />
    <rect x="40" y="70" width="70" height="60" rx="14" fill="#12355b" />
    <rect x="52" y="84" width="46" height="24" rx="8" fill="#f2f5f9" />
    <circle cx="66" cy="96" r="5" fill="#12355b" />
    <circle cx="84" cy="96" r="5" fill="#12355b" />
    <rect x="70" y="52" width="10" height="18" fill="#12355b" />
    <circle cx="75" cy="48" r="7" fill="#f4a259" />
    <rect x="50" y="130" width="14" height="28" rx="5" fill="#12355b" />
    <rect x="86" y="130" width="14" height="28" rx="5" fill="#12355b" />
    <path d="M110 92c18-6 26-24 20-38" stroke="#12355b" strokeWidth="9" strokeLinecap="round" fill="none" />
    <text x="26" y="60" fontSize="28" fontWeight="700" fill="#b3541e" fontFamily="sans-serif">
      ?
    </text>
  </svg>
);
