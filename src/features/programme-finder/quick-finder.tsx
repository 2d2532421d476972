// "Trouver ma formation" under the home page's hero (the hero block's `programmeFinder`): the
// kind of programme, the rhythm and a postcode, then the finder's results (/programmes with the
// same query the finder itself writes: ?categorie=bachelor&rythme=alternance&pres=69003). A plain
// GET form without JavaScript; with it, Gatsby's router opens the results without a full load.
import React, { useId } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Search } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { PROGRAMME_CATEGORIES } from '@/lib/programme-categories';
import { NEAR_ME_KEY, RHYTHM_CHOICES, type RhythmChoice } from '@/lib/programme-query';
import { filterSearch } from '@/lib/url-query';
import { type Language, localize, routes } from '@/lib/routes';
import { useTaxonomy } from '@/state/taxonomy';
import * as styles from './quick-finder.module.css';

const FIELDS = ['categorie', 'rythme', NEAR_ME_KEY] as const;

export const QuickFinder = ({ language }: { language: Language }) => {
  const { t } = useTranslation('common');
  const taxonomy = useTaxonomy();
  const id = useId();
  const action = localize(language, routes.programmes());
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '').trim()]));
    void navigate(`${action}${filterSearch('', values)}`);
  };
  return (
    <form className={styles.finder} role="search" aria-labelledby={`${id}-title`} method="get" action={action} onSubmit={submit}>
      <h2 id={`${id}-title`} className={styles.title}>
        <Search className={styles.titleIcon} aria-hidden="true" focusable="false" />
        {t('finder.title')}
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-category`} className={styles.label}>
          {t('finder.category')}
        </label>
        <Select id={`${id}-category`} name="categorie" defaultValue="">
          <option value="">{t('finder.allCategories')}</option>
          {PROGRAMME_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {taxonomy(`category.${category}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-rhythm`} className={styles.label}>
          {t('finder.rhythm')}
        </label>
        <Select id={`${id}-rhythm`} name="rythme" defaultValue="">
          <option value="">{t('finder.allRhythms')}</option>
          {(Object.keys(RHYTHM_CHOICES) as RhythmChoice[]).map((choice) => (
            <option key={choice} value={choice}>
              {t(`finder.rhythmChoice.${choice}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-postcode`} className={styles.label}>
          {t('finder.postcode')}
        </label>
        <TextInput
          id={`${id}-postcode`}
          name={NEAR_ME_KEY}
          className={styles.input}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('finder.postcodeExample')}
        />
      </div>
      <button type="submit" className={buttonClassName({ className: styles.submit })}>
        {t('finder.submit')}
        <ArrowRight className={styles.submitIcon} aria-hidden="true" focusable="false" />
      </button>
    </form>
  );
};
