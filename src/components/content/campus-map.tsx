// The campuses on a map of France: one pin per campus, placed by its coordinates over the outline
// of the country (static/images/france-map.svg, a picture loaded lazily rather than a path in the
// page's JavaScript). The map is for sighted visitors (aria-hidden): the list of campuses beside it
// is the way in, for everyone. A campus without coordinates, or outside metropolitan France, has
// no pin.
import React from 'react';
import { FRANCE_MAP_PATH, MAP_HEIGHT, MAP_WIDTH, isOnFranceMap, projectOnFrance } from '@/lib/map/france-projection';
import * as styles from './campus-map.module.css';

export interface CampusPlace {
  slug: string;
  latitude?: number | null;
  longitude?: number | null;
}

export const CampusMap = ({ places, className }: { places: readonly CampusPlace[]; className?: string }) => (
  <div className={[styles.map, className].filter(Boolean).join(' ')} aria-hidden="true" data-campus-map="">
    <img className={styles.land} src={FRANCE_MAP_PATH} alt="" width={MAP_WIDTH} height={MAP_HEIGHT} loading="lazy" decoding="async" />
    <svg className={styles.pins} viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} focusable="false">
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
  </div>
);
