// The campus choice of a CRM action: a labelled list of campuses, the error message tied to it,
// and the confirm button. Used in the pop-in and on /crm/brochure.
import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrmAction } from '@/lib/crm-actions';
import type { Language } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { CRM_ERRORS } from './crm-destination';
import { useCrmCampuses } from './use-crm-campuses';
import * as styles from './campus-picker.module.css';

interface CampusPickerProps {
  action: CrmAction;
  language: Language;
  campusSlug: string;
  error: string | null;
  busy: boolean;
  onChoose: (slug: string) => void;
  onConfirm: () => void;
  selectRef?: React.Ref<HTMLSelectElement>;
}

export const CampusPicker = ({ action, language, campusSlug, error, busy, onChoose, onConfirm, selectRef }: CampusPickerProps) => {
  const { t } = useTranslation('common');
  const id = useId();
  const { status, campuses } = useCrmCampuses(action, language);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <label htmlFor={`${id}-campus`} className={styles.label}>
        {t('popin.campus')}
      </label>
      <Select
        ref={selectRef}
        id={`${id}-campus`}
        className={styles.select}
        value={campusSlug}
        onChange={(event) => onChoose(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // Not `disabled`: the browser takes focus away from a control that becomes disabled, and
        // the pop-in gives the list focus as it opens, just before the campuses start loading.
        aria-disabled={status === 'loading' || undefined}
        aria-busy={status === 'loading' || undefined}
      >
        <option value="">{status === 'loading' ? t('popin.loading') : t('popin.chooseCampus')}</option>
        {campuses.map((campus) => (
          <option key={campus.slug} value={campus.slug}>
            {campus.name}
          </option>
        ))}
      </Select>
      {status === 'failed' ? <p className={styles.error}>{t(navigator.onLine ? 'popin.errors.noCampuses' : CRM_ERRORS.offline)}</p> : null}
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error ? t(error) : null}
      </p>
      <Button type="submit" variant="primary" className={styles.confirm} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('popin.redirecting') : t('popin.confirm')}
      </Button>
    </form>
  );
};
