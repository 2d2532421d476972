// The campus choice of /crm/brochure: the same choice as the pop-in, for the brochure, on a page.
import React, { useState } from 'react';
import { trackCampusChoice, trackCrmRedirect } from '@/lib/analytics/track';
import { leaveSiteFor } from '@/lib/leave-site';
import type { Language } from '@/lib/routes';
import { useOriginTracking } from '@/state/origin-tracking';
import { CampusPicker } from './campus-picker';
import { crmDestination } from './crm-destination';

export const BrochureRequest = ({ language }: { language: Language }) => {
  const tracking = useOriginTracking();
  const [campusSlug, setCampusSlug] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <CampusPicker
      action="brochure"
      language={language}
      campusSlug={campusSlug}
      error={error}
      busy={busy}
      onChoose={(slug) => {
        if (slug) trackCampusChoice('brochure', slug);
        setCampusSlug(slug);
        setError(null);
      }}
      onConfirm={async () => {
        setError(null);
        setBusy(Boolean(campusSlug));
        const destination = await crmDestination('brochure', campusSlug, language, tracking);
        if ('error' in destination) {
          setError(destination.error);
          setBusy(false);
          return;
        }
        trackCrmRedirect('brochure', campusSlug, tracking?.origin);
        leaveSiteFor(destination.url);
      }}
    />
  );
};
