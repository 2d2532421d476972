// The campuses on a map of France: one pin per campus, placed by its coordinates. The map is a
// picture for sighted visitors (aria-hidden): the list of campuses beside it is the way in, for
// everyone. A campus without coordinates, or outside metropolitan France, has no pin.
import React from 'react';
import { FRANCE_OUTLINE, FRANCE_VIEW_BOX } from '@/lib/map/france-outline';
import { isOnFranceMap, projectOnFrance } from '@/lib/map/france-projection';
import * as styles from './campus-map.module.css';

export interface CampusPlace {
  slug: string;
  latitude?: number | null;
  longitude?: number | null;
}

export const CampusMap = ({ places, className }: { places: readonly CampusPlace[]; className?: string }) => (
  <svg
    className={[styles.map, className].filter(Boolean).join(' ')}
    viewBox={FRANCE_VIEW_BOX}
    aria-hidden="true"
    focusable="false"
    data-campus-map=""
  >
    <path className={styles.land} d={FRANCE_OUTLINE} />
    {places.map(({ slug, latitude, longitude }) => {
      if (!isOnFranceMap(latitude, longitude)) return null;
      const { x, y } = projectOnFrance(latitude as number, longitude as number);
      return (
        <g key={slug} transform={`translate(${x} ${y})`} data-campus={slug}>
          <circle className={styles.halo} r="14" />
          <circle className={styles.pin} r="7" />
        </g>
      );
    })}
  </svg>
);
