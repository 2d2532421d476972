// "Admission et coût" at the head of a programme's sections: who can apply and how (the Parcoursup calendar for
// a BTS, rolling admission otherwise), and what a year costs (the yearly fee, or nothing for an
// apprentice, whose employer funds the programme), each linking to its full section below.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, Euro, ListChecks } from 'lucide-react';
import { useTaxonomy } from '@/state/taxonomy';
import * as styles from './admission-cost.module.css';

export interface AdmissionCostProgramme {
  category: string;
  rhythm: string;
  entryLevel: number;
  yearlyFeeText?: string | null;
}

const STEPS = ['1', '2', '3'] as const;

/**
 * `titleClassName`: the page's section-title style, so that this title reads as its siblings;
 * `className`: where the page places it.
 */
export const AdmissionCost = ({
  programme,
  titleClassName,
  className,
}: {
  programme: AdmissionCostProgramme;
  titleClassName?: string;
  className?: string;
}) => {
  const { t } = useTranslation('programmes');
  const taxonomy = useTaxonomy();
  const route = programme.category === 'bts' ? 'parcoursup' : 'rolling';
  const workStudy = programme.rhythm !== 'fulltime';
  return (
    <section className={className} aria-labelledby="admission-cost">
      <h2 id="admission-cost" className={titleClassName}>
        {t('admissionCost.title')}
      </h2>
      <div className={styles.cards}>
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>
            <ListChecks className={styles.icon} aria-hidden="true" focusable="false" />
            {t('admissionCost.admission')}
          </h3>
          <p className={styles.lead}>{t('admissionCost.entry', { level: taxonomy(`level.${programme.entryLevel}`) })}</p>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step}>{t(`admissionCost.${route}.${step}`)}</li>
            ))}
          </ol>
          <a href="#admission" className={styles.link}>
            {t('admissionCost.admissionLink')}
            <ArrowDown className={styles.linkIcon} aria-hidden="true" focusable="false" />
          </a>
        </div>
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>
            <Euro className={styles.icon} aria-hidden="true" focusable="false" />
            {t('admissionCost.cost')}
          </h3>
          {programme.yearlyFeeText ? (
            <>
              <p className={styles.amount}>{taxonomy('cost.yearly', { fee: programme.yearlyFeeText })}</p>
              <p className={styles.lead}>{t('admissionCost.fulltime')}</p>
            </>
          ) : null}
          {workStudy ? (
            <>
              <p className={styles.amount}>{t('admissionCost.free')}</p>
              <p className={styles.lead}>{t('admissionCost.periodic')}</p>
            </>
          ) : null}
          <a href="#tarif" className={styles.link}>
            {t('admissionCost.costLink')}
            <ArrowDown className={styles.linkIcon} aria-hidden="true" focusable="false" />
          </a>
        </div>
      </div>
    </section>
  );
};
