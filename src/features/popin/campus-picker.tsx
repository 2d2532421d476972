// The campus choice of a CRM action: a labelled list of campuses, the error message tied to it,
// and the confirm button. Used in the pop-in and on /crm/brochure, where the list is grouped by
// region (26 names in one list are long to scan) and the button says what it leads to.
import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrmAction } from '@/lib/crm-actions';
import type { Language } from '@/lib/routes';
import { compareIn } from '@/lib/intl';
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
  /** The button's words ("Valider" by default). */
  confirmLabel?: string;
  /** A campus's region, by its slug: the list is then grouped by region, in alphabetical order. */
  regionOf?: (slug: string) => string | null | undefined;
  /**
   * The only campuses to offer (a programme's: its page's "Candidater" listed all 26 where it is
   * taught on 9, blind review); every campus when none of them has a link for the action.
   */
  only?: readonly string[] | null;
}

type CampusOption = { slug: string; name: string };

/** The campuses by region, regions in alphabetical order; those without a region last, apart. */
const byRegion = (campuses: readonly CampusOption[], regionOf: NonNullable<CampusPickerProps['regionOf']>, language: Language) => {
  const groups = new Map<string, CampusOption[]>();
  const apart: CampusOption[] = [];
  for (const campus of campuses) {
    const region = regionOf(campus.slug);
    if (region) groups.set(region, [...(groups.get(region) ?? []), campus]);
    else apart.push(campus);
  }
  const compare = compareIn(language);
  return { groups: [...groups].sort(([a], [b]) => compare(a, b)), apart };
};

const options = (campuses: readonly CampusOption[]) =>
  campuses.map((campus) => (
    <option key={campus.slug} value={campus.slug}>
      {campus.name}
    </option>
  ));

export const CampusPicker = ({
  action,
  language,
  campusSlug,
  error,
  busy,
  onChoose,
  onConfirm,
  selectRef,
  confirmLabel,
  regionOf,
  only,
}: CampusPickerProps) => {
  const { t } = useTranslation('common');
  const id = useId();
  const { status, campuses: all } = useCrmCampuses(action, language);
  const teaching = only ? all.filter((campus) => only.includes(campus.slug)) : [];
  const campuses = teaching.length > 0 ? teaching : all;
  const grouped = regionOf ? byRegion(campuses, regionOf, language) : null;
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
        {grouped ? (
          <>
            {grouped.groups.map(([region, inRegion]) => (
              <optgroup key={region} label={region}>
                {options(inRegion)}
              </optgroup>
            ))}
            {options(grouped.apart)}
          </>
        ) : (
          options(campuses)
        )}
      </Select>
      {status === 'failed' ? <p className={styles.error}>{t(navigator.onLine ? 'popin.errors.noCampuses' : CRM_ERRORS.offline)}</p> : null}
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error ? t(error) : null}
      </p>
      <Button type="submit" variant="primary" className={styles.confirm} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('popin.redirecting') : (confirmLabel ?? t('popin.confirm'))}
      </Button>
    </form>
  );
};
