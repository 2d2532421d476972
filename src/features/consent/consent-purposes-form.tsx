// The choice by purpose: one checkbox per purpose with what it is for, what needs no consent, and
// the button that saves the choice.
import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_PURPOSES, type ConsentPurposes } from '@/lib/analytics/consent';
import { Button } from '@/components/ui/button';
import * as styles from './consent-banner.module.css';

export interface ConsentPurposesFormProps {
  purposes: ConsentPurposes;
  onChange: (purposes: ConsentPurposes) => void;
  onSubmit: () => void;
}

export const ConsentPurposesForm = ({ purposes, onChange, onSubmit }: ConsentPurposesFormProps) => {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <form
      className={styles.panel}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className={styles.purposes}>
        <legend className={styles.legend}>{t('consent.purposesLegend')}</legend>
        {CONSENT_PURPOSES.map((purpose) => (
          <div key={purpose} className={styles.purpose}>
            <input
              type="checkbox"
              id={`${id}-${purpose}`}
              className={styles.checkbox}
              checked={purposes[purpose]}
              onChange={(event) => onChange({ ...purposes, [purpose]: event.target.checked })}
              aria-describedby={`${id}-${purpose}-description`}
            />
            <label htmlFor={`${id}-${purpose}`} className={styles.purposeLabel}>
              {t(`consent.purposes.${purpose}.label`)}
            </label>
            <p id={`${id}-${purpose}-description`} className={styles.purposeDescription}>
              {t(`consent.purposes.${purpose}.description`)}
            </p>
          </div>
        ))}
      </fieldset>
      <p className={styles.necessary}>{t('consent.necessary')}</p>
      <Button type="submit" variant="secondary" className={styles.button}>
        {t('consent.save')}
      </Button>
    </form>
  );
};
