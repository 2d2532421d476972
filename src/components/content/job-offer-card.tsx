// An apprenticeship or internship offer as a card: the title, the company, city, contract and level
// as tags, the date it was posted, the full offer behind a native disclosure (it opens without
// JavaScript, and find-in-page opens it), and the application link as a button named after the offer.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpRight, Briefcase, Building2, ChevronDown, GraduationCap, MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/dates';
import type { Language } from '@/lib/routes';
import { isSafeHref } from '@/lib/safe-url';
import * as styles from './job-offer-card.module.css';

export interface JobOffer {
  slug: string;
  title: string;
  company: string | null;
  city: string | null;
  level: number | null;
  contract: string | null;
  description: unknown;
  applyUrl: string | null;
  publishDate: string | null;
}

interface JobOfferCardProps {
  offer: JobOffer;
  language: Language;
  /** The name of the level required from the candidate ("Bac+2"), from the taxonomy. */
  levelLabel: string | null;
}

/**
 * "Développeur web en alternance (Bachelor Développement web)": an offer names the programme it
 * suits in brackets at the end of its title. The card gives that its own quiet line under the
 * role; the heading's text stays the whole title, brackets included, for a screen reader.
 */
const PROGRAMME_IN_TITLE = /^(.+?)\s*\(([^()]+)\)$/;

export const JobOfferCard = ({ offer, language, levelLabel }: JobOfferCardProps) => {
  const { t } = useTranslation('jobs');
  const [, role, programme] = PROGRAMME_IN_TITLE.exec(offer.title) ?? [offer.title, offer.title, null];
  return (
    <article className={styles.card} aria-labelledby={`offer-${offer.slug}`}>
      <div className={styles.head}>
        <h2 id={`offer-${offer.slug}`} className={styles.title}>
          {role}
          {programme ? (
            <span className={styles.programme}>
              <span className="visually-hidden"> (</span>
              {programme}
              <span className="visually-hidden">)</span>
            </span>
          ) : null}
        </h2>
        {offer.company ? (
          <p className={styles.company}>
            <Building2 className={styles.companyIcon} aria-hidden="true" focusable="false" />
            {offer.company}
          </p>
        ) : null}
      </div>
      <ul className={styles.tags} aria-label={t('offerTags')}>
        {offer.city ? (
          <li>
            <Tag tone="neutral" icon={MapPin}>
              {offer.city}
            </Tag>
          </li>
        ) : null}
        {offer.contract ? (
          <li>
            <Tag tone="accent" icon={Briefcase}>
              {t(`contract.${offer.contract}`)}
            </Tag>
          </li>
        ) : null}
        {levelLabel ? (
          <li>
            <Tag tone="brand" icon={GraduationCap}>
              {t('levelRequired', { level: levelLabel })}
            </Tag>
          </li>
        ) : null}
      </ul>
      <details className={styles.details}>
        <summary className={styles.summary}>
          {t('readOffer')}
          <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
        </summary>
        <div className={styles.description}>
          <RichText blocks={offer.description} headingLevel={3} />
        </div>
      </details>
      <div className={styles.footer}>
        {offer.publishDate ? (
          <p className={styles.date}>
            <time dateTime={offer.publishDate}>{t('postedOn', { date: formatDate(offer.publishDate, language) })}</time>
          </p>
        ) : null}
        {isSafeHref(offer.applyUrl) ? (
          <Button href={offer.applyUrl} rel="noopener" variant="secondary" size="sm" iconEnd={ArrowUpRight}>
            {t('apply')}
            <span className="visually-hidden"> – {offer.title}</span>
          </Button>
        ) : null}
      </div>
    </article>
  );
};
