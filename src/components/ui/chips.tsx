// Filter choices with their result counts, as a group of native radio buttons (one choice: arrow
// keys move and choose) or checkboxes (`multiple`: Tab, then Space) in a <fieldset> named by its
// legend, drawn as chips. Native inputs work before hydration, inside a GET form, and read their
// state and count ("Bac+3 (12)"). Controlled: the page holds `value` and gets `onChange`.
import React from 'react';
import { Check } from 'lucide-react';
import { cx } from './cx';
import * as styles from './chips.module.css';

export interface ChipOption {
  value: string;
  label: React.ReactNode;
  /** The results this choice gives; shown in a bubble. */
  count?: number;
  disabled?: boolean;
}

type Selection =
  | { multiple?: false; value: string; onChange?: (value: string) => void }
  | { multiple: true; value: readonly string[]; onChange?: (value: string[]) => void };

type ChipsProps = Selection & {
  /** The group's name, shown (or only read, with `legendHidden`). */
  legend: React.ReactNode;
  legendHidden?: boolean;
  /** The inputs' name (the query parameter of a form). */
  name: string;
  options: readonly ChipOption[];
  /** What a screen reader hears for a count after the label ("12 formations"); "(12)" by default. */
  countLabel?: (count: number) => string;
  className?: string;
};

// The bubble is for the eyes; a screen reader hears the count in words after the label.
const Count = ({ count, countLabel = (value) => `(${value})` }: { count: number; countLabel?: (count: number) => string }) => (
  <>
    <span className={styles.count} aria-hidden="true">
      {count}
    </span>
    <span className="visually-hidden">{countLabel(count)}</span>
  </>
);

export const Chips = (props: ChipsProps) => {
  const { legend, legendHidden = false, name, options, countLabel, className } = props;
  const isChecked = (value: string) => (props.multiple ? props.value.includes(value) : props.value === value);
  const change = (value: string, checked: boolean) => {
    if (props.multiple) {
      const next = checked ? [...props.value, value] : props.value.filter((item) => item !== value);
      props.onChange?.(options.map((option) => option.value).filter((item) => next.includes(item)));
    } else if (checked) {
      props.onChange?.(value);
    }
  };
  return (
    <fieldset className={cx(styles.chips, className)}>
      <legend className={legendHidden ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={styles.list}>
        {options.map((option) => (
          <label key={option.value} className={cx(styles.chip, option.count === 0 && styles.empty)}>
            <input
              className={styles.input}
              type={props.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              disabled={option.disabled}
              onChange={(event) => change(option.value, event.target.checked)}
            />
            <span className={styles.face}>
              <Check className={styles.check} aria-hidden="true" focusable="false" />
              <span className={styles.label}>{option.label}</span>
              {option.count !== undefined ? <Count count={option.count} countLabel={countLabel} /> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
