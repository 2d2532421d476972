// How to come to a campus and when: the plan of its neighbourhood (a link opens the place on
// OpenStreetMap), public transport, parking, accessibility and opening hours. Each part shows
// only when the CMS has it; nothing at all when it has none. Its icons are Lucide's, as static
// pictures (static/images/icons/) used as masks over the text colour: out of the campus page's
// JavaScript.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { CmsImage, hasPicture, type CmsMedia } from '@/components/ui/cms-image';
import type { OpeningHoursRow } from '@/lib/opening-hours';
import * as styles from './campus-visit.module.css';

export interface CampusVisitInput {
  name: string;
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  access?: { transport?: string | null; parking?: string | null; accessibility?: string | null } | null;
  /** Already formatted in the page's language (STRAPI_CAMPUS.openingHoursRows, at build time). */
  openingHoursRows?: ReadonlyArray<Pick<OpeningHoursRow, 'days' | 'opensLabel' | 'closesLabel' | 'opens' | 'closes'>> | null;
  accessMap?: CmsMedia | null;
}

/** The place on OpenStreetMap, its marker on the campus. */
export const openStreetMapUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

// Each class named, not looked up by a computed name: a lookup keeps every class name of the
// stylesheet in the page's JavaScript.
const ICONS = {
  transport: styles.transportIcon,
  parking: styles.parkingIcon,
  accessibility: styles.accessibilityIcon,
  hours: styles.hoursIcon,
};

const Practical = ({ icon, term, children }: { icon: keyof typeof ICONS; term: string; children: React.ReactNode }) => (
  <div className={styles.item}>
    <dt className={styles.term}>
      <span className={`mask-icon ${styles.icon} ${ICONS[icon]}`} aria-hidden="true" />
      {term}
    </dt>
    <dd className={styles.detail}>{children}</dd>
  </div>
);

/** `titleClassName`: the page's section-title style, so that this title reads as its siblings. */
export const CampusVisit = ({ campus, titleClassName }: { campus: CampusVisitInput; titleClassName?: string }) => {
  const { t } = useTranslation('campus');
  const hours = campus.openingHoursRows ?? [];
  const { transport, parking, accessibility } = campus.access ?? {};
  const located = typeof campus.latitude === 'number' && typeof campus.longitude === 'number';
  const plan = hasPicture(campus.accessMap) ? campus.accessMap : null;
  if (!plan && !transport && !parking && !accessibility && hours.length === 0) return null;
  return (
    <section className={styles.visit} aria-labelledby="campus-visit-title">
      <h2 id="campus-visit-title" className={titleClassName}>
        {t('visit.title')}
      </h2>
      <div className={plan ? styles.withPlan : undefined}>
        {plan ? (
          <figure className={styles.plan}>
            {/* The alternative text in the page's language, true of any plan an editor uploads. */}
            <CmsImage
              media={{ ...plan, alternativeText: t('visit.planAlt', { name: campus.name }) }}
              sizes="(min-width: 1024px) 45rem, 100vw"
            />
            <figcaption className={styles.caption}>
              <span>
                {campus.address}
                {campus.address && (campus.postalCode || campus.city) ? ', ' : null}
                {campus.postalCode} {campus.city}
              </span>
              {located ? (
                <a className={styles.mapLink} href={openStreetMapUrl(campus.latitude as number, campus.longitude as number)} rel="noopener">
                  {t('visit.openMap')}
                  <span className={`mask-icon ${styles.linkIcon}`} aria-hidden="true" />
                </a>
              ) : null}
            </figcaption>
          </figure>
        ) : null}
        <dl className={styles.practical}>
          {transport ? (
            <Practical icon="transport" term={t('visit.transport')}>
              {transport}
            </Practical>
          ) : null}
          {parking ? (
            <Practical icon="parking" term={t('visit.parking')}>
              {parking}
            </Practical>
          ) : null}
          {accessibility ? (
            <Practical icon="accessibility" term={t('visit.accessibility')}>
              {accessibility}
            </Practical>
          ) : null}
          {hours.length > 0 ? (
            <Practical icon="hours" term={t('visit.hours')}>
              <ul className={styles.hours}>
                {hours.map((row) => (
                  <li key={row.days} className={styles.hoursRow}>
                    <span>{row.days}</span>
                    <span className={styles.hoursTime}>
                      <time dateTime={row.opens}>{row.opensLabel}</time> – <time dateTime={row.closes}>{row.closesLabel}</time>
                    </span>
                  </li>
                ))}
              </ul>
            </Practical>
          ) : null}
        </dl>
      </div>
    </section>
  );
};
