// The campus choice of /crm/brochure: the same choice as the pop-in, for the brochure, on a page.
// A campus's page links here with ?campus=<slug> (without script): that campus is then chosen
// once the list has it.
import React, { useEffect, useState } from 'react';
import { trackCampusChoice, trackCrmRedirect } from '@/lib/analytics/track';
import { leaveSiteFor } from '@/lib/leave-site';
import type { Language } from '@/lib/routes';
import { useOriginTracking } from '@/state/origin-tracking';
import { CampusPicker } from './campus-picker';
import { crmDestination } from './crm-destination';
import { useCrmCampusesState } from './popin-state';

interface BrochureRequestProps {
  language: Language;
  /** The campuses' regions by slug, to group the list. */
  regions?: Readonly<Record<string, string | null | undefined>>;
  confirmLabel?: string;
}

export const BrochureRequest = ({ language, regions, confirmLabel }: BrochureRequestProps) => {
  const tracking = useOriginTracking();
  const [campusSlug, setCampusSlug] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Read only: CampusPicker loads the list.
  const [{ campuses }] = useCrmCampusesState('brochure', language);
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('campus');
    if (asked && campuses.some((campus) => campus.slug === asked)) setCampusSlug((chosen) => chosen || asked);
  }, [campuses]);
  return (
    <CampusPicker
      action="brochure"
      language={language}
      confirmLabel={confirmLabel}
      regionOf={regions ? (slug) => regions[slug] : undefined}
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
