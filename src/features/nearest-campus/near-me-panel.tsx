// "Près de chez moi" as one piece: the control (near-me-form.tsx) and its state (use-near-me.ts),
// telling the page where the visitor is (`onOrigin`, null while unknown) so it sorts its own list.
import React, { useEffect } from 'react';
import type { LatLng } from '@/lib/distance';
import type { QueryLocation } from '@/lib/url-query';
import { NearMeForm } from './near-me-form';
import { useNearMe } from './use-near-me';

export interface NearMePanelProps {
  location: QueryLocation;
  onOrigin: (origin: LatLng | null) => void;
  className?: string;
  /** Opened by the visitor's tap (lazy-near-me-panel.tsx): the postcode field takes the focus. */
  focusOnMount?: boolean;
}

export const NearMePanel = ({ location, onOrigin, className, focusOnMount }: NearMePanelProps) => {
  const { nearMe, postcode, choosePostcode, locateDevice, clear } = useNearMe(location);
  const origin = nearMe.status === 'ready' ? nearMe.origin : null;
  useEffect(() => onOrigin(origin), [origin, onOrigin]);
  return (
    <NearMeForm
      className={className}
      pathname={location.pathname}
      nearMe={nearMe}
      postcode={postcode}
      onPostcode={choosePostcode}
      onLocate={locateDevice}
      onClear={clear}
      focusOnMount={focusOnMount}
    />
  );
};
