// "Comparer" under a programme's card in the finder: a checkbox that adds the programme to the
// comparison (three at most: the others are then disabled until one is removed). Unchecked in the
// static HTML; the visitor's choice shows once the page has hydrated.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useComparison } from './comparison-state';
import * as styles from './comparison.module.css';

export const CompareToggle = ({ slug, title }: { slug: string; title: string }) => {
  const { t } = useTranslation('common');
  const { slugs, full, toggle } = useComparison();
  const checked = slugs.includes(slug);
  return (
    <label className={styles.toggle}>
      <input type="checkbox" className={styles.checkbox} checked={checked} disabled={!checked && full} onChange={() => toggle(slug)} />
      <span aria-hidden="true">{t('comparison.add')}</span>
      <span className="visually-hidden">{t('comparison.addNamed', { title })}</span>
    </label>
  );
};
