// The filters of a list page: one labelled select per filter in a GET form, so it also works
// as a plain form. With JavaScript, a change applies at once (useQueryFilters), the result count
// is announced to screen readers, and "show all" clears the query.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { FilterValues } from './use-query-filters';
import * as styles from './filter-form.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterField<Key extends string> {
  name: Key;
  label: string;
  options: FilterOption[];
}

interface FilterFormProps<Key extends string> {
  /** Accessible name of the search landmark, e.g. "Filtrer les formations". */
  label: string;
  pathname: string;
  fields: Array<FilterField<Key>>;
  values: FilterValues<Key>;
  active: boolean;
  /** null while the results are not known yet (the news index is loading): no count is announced. */
  resultCount: number | null;
  onApply: (changes: Partial<FilterValues<Key>>) => void;
  onReset: () => void;
}

export const FilterForm = <Key extends string>({
  label,
  pathname,
  fields,
  values,
  active,
  resultCount,
  onApply,
  onReset,
}: FilterFormProps<Key>) => {
  const { t } = useTranslation('common');
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? '')])) as Partial<FilterValues<Key>>);
  };
  return (
    <form role="search" aria-label={label} method="get" action={pathname} onSubmit={submit} className={styles.filters}>
      {fields.map((field) => (
        <div key={field.name} className={styles.field}>
          <label htmlFor={`filter-${field.name}`}>{field.label}</label>
          <select
            id={`filter-${field.name}`}
            name={field.name}
            value={values[field.name]}
            onChange={(event) => onApply({ [field.name]: event.target.value } as Partial<FilterValues<Key>>)}
          >
            <option value="">{t('filters.all')}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className={styles.actions}>
        <button type="submit">{t('filters.apply')}</button>
        {active ? (
          <a
            href={pathname}
            onClick={(event) => {
              event.preventDefault();
              onReset();
            }}
          >
            {t('filters.reset')}
          </a>
        ) : null}
      </div>
      <p role="status" className={styles.status}>
        {active && resultCount !== null ? t('filters.results', { count: resultCount }) : ''}
      </p>
    </form>
  );
};
