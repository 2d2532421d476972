// The finder's comparison bar: how many programmes are picked, and the way to the comparison once
// there are two or three. It stays at the bottom of the screen while the list scrolls by (above
// the phone's call-to-action bar) and ends with the list. Nothing shows while nothing is picked.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Columns3 } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { comparisonPath } from '@/lib/comparison-query';
import { type Language, localize, routes } from '@/lib/routes';
import { MAX_COMPARED, useComparison } from './comparison-state';
import * as styles from './comparison-tray.module.css';

export const ComparisonTray = ({ language }: { language: Language }) => {
  const { t } = useTranslation('common');
  const { slugs, clear } = useComparison();
  if (slugs.length === 0) return null;
  return (
    <section className={styles.tray} aria-label={t('comparison.trayLabel')}>
      <p className={styles.trayCount} role="status">
        <Columns3 className={styles.trayIcon} aria-hidden="true" focusable="false" />
        {t('comparison.picked', { count: slugs.length, max: MAX_COMPARED })}
      </p>
      <div className={styles.trayActions}>
        <button type="button" className={buttonClassName({ variant: 'ghost', size: 'sm' })} onClick={clear}>
          {t('comparison.clear')}
        </button>
        {slugs.length >= 2 ? (
          <Link to={localize(language, comparisonPath(routes.programmeComparison(), slugs))} className={buttonClassName({ size: 'sm' })}>
            {t('comparison.compare')}
            <ArrowRight className={styles.trayIcon} aria-hidden="true" focusable="false" />
          </Link>
        ) : (
          <span className={styles.trayHint}>{t('comparison.pickAnother')}</span>
        )}
      </div>
    </section>
  );
};
