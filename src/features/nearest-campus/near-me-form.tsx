// The "Près de chez moi" control: a French postcode, or the browser's location asked only on a
// tap. It says what the list is sorted from, and every problem in words with what to do instead
// (a postcode when the location is refused, the location when a postcode is unknown).
import React, { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocateFixed, MapPin, X } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { TextInput } from '@/components/ui/text-input';
import { NEAR_ME_KEY } from '@/lib/programme-query';
import type { NearMe } from './use-near-me';
import * as styles from './near-me-form.module.css';

interface NearMeFormProps {
  pathname: string;
  nearMe: NearMe;
  /** The postcode in the address, as typed. */
  postcode: string | null;
  onPostcode: (input: string) => void;
  onLocate: () => void;
  onClear: () => void;
  className?: string;
  /** Opened by the visitor's tap (the finder's closed band): the postcode field takes the focus. */
  focusOnMount?: boolean;
}

export const NearMeForm = ({ pathname, nearMe, postcode, onPostcode, onLocate, onClear, className, focusOnMount }: NearMeFormProps) => {
  const { t } = useTranslation('common');
  const inputId = useId();
  const messageId = useId();
  const [input, setInput] = useState(postcode ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  // Back and forward change the postcode of the address: the field follows.
  useEffect(() => setInput(postcode ?? ''), [postcode]);
  const problem = nearMe.status === 'error' ? nearMe.problem : null;

  return (
    <form
      className={cx(styles.nearMe, className)}
      role="search"
      aria-label={t('nearMe.label')}
      method="get"
      action={pathname}
      onSubmit={(event) => {
        event.preventDefault();
        onPostcode(input);
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        <MapPin className={styles.icon} aria-hidden="true" focusable="false" />
        {t('nearMe.title')}
      </label>
      <div className={styles.controls}>
        <span className={styles.postcode}>
          <TextInput
            id={inputId}
            name={NEAR_ME_KEY}
            className={styles.input}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t('nearMe.placeholder')}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            aria-invalid={problem === 'invalid-postcode' || problem === 'unknown-postcode' || undefined}
            aria-describedby={messageId}
            ref={inputRef}
          />
          <button type="submit" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            {t('nearMe.find')}
          </button>
        </span>
        <span className={styles.or}>{t('nearMe.or')}</span>
        <button type="button" className={buttonClassName({ variant: 'ghost', size: 'sm' })} onClick={onLocate}>
          <LocateFixed className={styles.icon} aria-hidden="true" focusable="false" />
          {t('nearMe.locate')}
        </button>
      </div>
      <div id={messageId} className={styles.message} role="status">
        {nearMe.status === 'locating' ? <p>{t('nearMe.locating')}</p> : null}
        {problem ? <p className={styles.problem}>{t(`nearMe.problem.${problem}`)}</p> : null}
        {nearMe.status === 'ready' ? (
          <p className={styles.ready}>
            <span>{nearMe.postcode ? t('nearMe.sortedFromPostcode', { postcode: nearMe.postcode }) : t('nearMe.sortedFromDevice')}</span>
            <button type="button" className={styles.clear} onClick={onClear}>
              <X className={styles.icon} aria-hidden="true" focusable="false" />
              {t('nearMe.clear')}
            </button>
          </p>
        ) : null}
      </div>
      {nearMe.status === 'ready' ? <p className={styles.credit}>{t('nearMe.credit')}</p> : null}
    </form>
  );
};
