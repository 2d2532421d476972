// Partner logos as a list: each logo's alt text is the partner's name, and a logo with `href`
// links to the partner's site. Logos show in grey and take their colours on hover.
// <LogoWall label="Nos entreprises partenaires" logos={[{ name: 'Airbus', src: '/logos/airbus.svg', width: 160, height: 48 }]} />
import React from 'react';
import { cx } from './cx';
import * as styles from './logo-wall.module.css';

export interface Logo {
  name: string;
  src: string;
  width: number;
  height: number;
  href?: string;
}

interface LogoWallProps {
  logos: readonly Logo[];
  /** The list's accessible name. */
  label?: string;
  className?: string;
}

export const LogoWall = ({ logos, label, className }: LogoWallProps) => (
  <ul className={cx(styles.wall, className)} aria-label={label}>
    {logos.map((logo) => {
      const image = (
        <img
          className={styles.logo}
          src={logo.src}
          alt={logo.name}
          width={logo.width}
          height={logo.height}
          loading="lazy"
          decoding="async"
        />
      );
      return (
        <li key={logo.name} className={styles.item}>
          {logo.href ? (
            <a className={styles.link} href={logo.href}>
              {image}
            </a>
          ) : (
            image
          )}
        </li>
      );
    })}
  </ul>
);
