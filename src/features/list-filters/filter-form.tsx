// The filters of a list page in a GET form, so it also works as a plain form: a filter with a few
// choices is a row of chips (radio buttons) with their result counts, a longer one a labelled
// select. With JavaScript, a change applies at once (useQueryFilters), the result count stays in
// sight at the foot of the panel and is announced to screen readers, and "show all" clears the
// query. The submit button is for a browser without JavaScript only: with it, the button only
// repeated what a choice had done, and visitors waited for results they already had ("nothing
// changes until you press Filtrer").
// On a phone where scripts run, every list shows a bar that stays under the header instead of
// the panel (the filters one tap away, with the result count); the tap opens the same form as a
// full-screen sheet, whose button shows the count and closes it. Without scripts the panel stays
// in the page (CSS `scripting` media feature: no shift at hydration).
import React, { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw, SlidersHorizontal, X } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips';
import { cx } from '@/components/ui/cx';
import { Select } from '@/components/ui/select';
import type { FilterValues } from '@/lib/url-query';
import * as styles from './filter-form.module.css';
// The pop-in's round ×, without its component: the finder's first load has a budget (issue 43).
import * as closeButton from '@/components/ui/close-button.module.css';

const loadSheetFocus = () => import(/* webpackChunkName: "finder-on-use" */ './sheet-focus');
const SheetFocus = React.lazy(loadSheetFocus);

export interface FilterOption {
  value: string;
  label: string;
  /** The results this choice gives, the other filters kept (chips only). */
  count?: number;
}

export interface FilterField<Key extends string> {
  name: Key;
  label: string;
  /** The words of the choice that clears the filter, agreeing with a feminine label ("Catégorie : Toutes"); "Tous" by default. */
  allLabel?: string;
  options: FilterOption[];
  /** Chips: the choices side by side, each with its count ("all" first). A select otherwise. */
  chips?: {
    /** The results with this filter cleared: the "all" chip's count (none while it is not known). */
    allCount?: number;
    /** What a screen reader hears for a count ("12 formations"). */
    countLabel: (count: number) => string;
  };
}

interface FilterFormProps<Key extends string> {
  /** Accessible name of the search landmark, e.g. "Filtrer les formations". */
  label: string;
  pathname: string;
  fields: Array<FilterField<Key>>;
  values: FilterValues<Key>;
  active: boolean;
  /** null while the results are not known yet (the news index is loading): no count is shown. */
  resultCount: number | null;
  /** The results in words, shown at the foot of the panel and announced: "12 formations". */
  resultsLabel: (count: number) => string;
  onApply: (changes: Partial<FilterValues<Key>>) => void;
  onReset: () => void;
  /**
   * The submit button for a browser without JavaScript (true by default). False where CSS applies
   * each choice at once without scripts (the programme finder: no-script-filter-rules.ts).
   */
  submitWithoutScript?: boolean;
}

export const FilterForm = <Key extends string>({
  label,
  pathname,
  fields,
  values,
  active,
  resultCount,
  resultsLabel,
  onApply,
  onReset,
  submitWithoutScript = true,
}: FilterFormProps<Key>) => {
  const { t } = useTranslation('common');
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  const sheetRef = useRef<HTMLDivElement>(null);
  const sheetId = useId();
  const titleId = useId();
  const chosen = fields.filter((field) => values[field.name]).length;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? '')])) as Partial<FilterValues<Key>>);
  };
  const form = (
    <form role="search" aria-label={label} method="get" action={pathname} onSubmit={submit} className={styles.filters}>
      {fields.map((field) =>
        field.chips ? (
          <Chips
            key={field.name}
            className={styles.chips}
            legend={field.label}
            name={field.name}
            value={values[field.name] ?? ''}
            onChange={(value) => onApply({ [field.name]: value } as Partial<FilterValues<Key>>)}
            countLabel={field.chips.countLabel}
            options={[{ value: '', label: field.allLabel ?? t('filters.all'), count: field.chips.allCount }, ...field.options]}
          />
        ) : (
          <div key={field.name} className={styles.field}>
            <label htmlFor={`filter-${field.name}`} className={styles.label}>
              {field.label}
            </label>
            <Select
              id={`filter-${field.name}`}
              name={field.name}
              value={values[field.name]}
              onChange={(event) => onApply({ [field.name]: event.target.value } as Partial<FilterValues<Key>>)}
            >
              <option value="">{field.allLabel ?? t('filters.all')}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
        ),
      )}
      <div className={styles.actions}>
        {/* Not drawn where scripts run; React leaves its content to the server's HTML. */}
        {submitWithoutScript ? (
          <noscript>
            <button type="submit" className={buttonClassName({ variant: 'secondary' })}>
              {t('filters.apply')}
            </button>
          </noscript>
        ) : null}
        {active ? (
          <a
            href={pathname}
            className={buttonClassName({ variant: 'ghost' })}
            onClick={(event) => {
              event.preventDefault();
              onReset();
            }}
          >
            <RotateCcw className={styles.resetIcon} aria-hidden="true" focusable="false" />
            {t('filters.reset')}
          </a>
        ) : null}
      </div>
      <p role="status" className={styles.status}>
        {resultCount === null ? '' : resultsLabel(resultCount)}
      </p>
    </form>
  );
  return (
    <>
      <div className={styles.phoneBar}>
        <button
          type="button"
          className={styles.phoneBarButton}
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          aria-controls={sheetId}
          onClick={() => setSheetOpen(true)}
          onPointerDown={() => void loadSheetFocus()}
          onFocus={() => void loadSheetFocus()}
        >
          <SlidersHorizontal className={styles.barIcon} aria-hidden="true" focusable="false" />
          {t('filters.open')}
          {chosen > 0 ? (
            <span className={styles.badge}>
              <span aria-hidden="true">{chosen}</span>
              <span className="visually-hidden">{t('filters.chosen', { count: chosen })}</span>
            </span>
          ) : null}
        </button>
        {resultCount !== null ? <span className={styles.barCount}>{resultsLabel(resultCount)}</span> : null}
      </div>
      <div
        id={sheetId}
        ref={sheetRef}
        className={cx(styles.sheet, sheetOpen && styles.sheetOpen)}
        role={sheetOpen ? 'dialog' : undefined}
        aria-modal={sheetOpen || undefined}
        aria-labelledby={sheetOpen ? titleId : undefined}
      >
        {/* Only while open: closed, its heading would sit in the page's outline before the results. */}
        {sheetOpen ? (
          <div className={styles.sheetHeader}>
            <h2 id={titleId} className={styles.sheetTitle}>
              {label}
            </h2>
            <button type="button" className={closeButton.close} onClick={closeSheet} aria-label={t('filters.close')}>
              <X aria-hidden="true" size={22} strokeWidth={2.25} />
            </button>
          </div>
        ) : null}
        {form}
        {sheetOpen ? (
          <Suspense fallback={null}>
            <SheetFocus sheetRef={sheetRef} onClose={closeSheet} />
          </Suspense>
        ) : null}
        <div className={styles.sheetFooter}>
          <button type="button" className={buttonClassName({ block: true })} onClick={closeSheet}>
            {resultCount !== null ? t('filters.show', { results: resultsLabel(resultCount) }) : t('filters.close')}
          </button>
        </div>
      </div>
    </>
  );
};
