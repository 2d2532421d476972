// The course dictionary's texts (version DICTIONARY_VERSION) for any page, and the keys already
// reported missing: session-wide, so each is logged once per session whichever page shows it.
import { useCallback, useEffect, useRef } from 'react';
import { atom, useRecoilCallback } from 'recoil';
import { useTranslation } from 'react-i18next';
import { DICTIONARY_VERSION } from '@/lib/constants';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routes';
import { lookupTaxonomy, missingTaxonomyMessage, TAXONOMY_NAMESPACE, type TaxonomyValues } from '@/lib/taxonomy';

/** "fr:level.9", "en:level.1": a key is missing in one language's dictionary. */
const reportedKeysState = atom<ReadonlySet<string>>({ key: 'taxonomy/reported', default: new Set<string>() });

/**
 * `taxonomy(key, values?)`: a text of the course dictionary in the page's language, the 'taxonomy
 * not found' text for a missing key (logged once with console.info), or the 'taxonomy does not
 * exist for this language' text for an empty value. See src/lib/taxonomy.ts.
 */
export const useTaxonomy = () => {
  const { t, i18n } = useTranslation('common');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // Lookups happen while rendering; the misses are reported after the commit, as logging and
  // setting state are side effects.
  const misses = useRef(new Set<string>());

  const report = useRecoilCallback(
    ({ snapshot, set }) =>
      (keys: readonly string[]) => {
        const reported = snapshot.getLoadable(reportedKeysState).getValue();
        const fresh = keys.filter((key) => !reported.has(`${language}:${key}`));
        if (fresh.length === 0) return;
        fresh.forEach((key) => console.info(missingTaxonomyMessage(key, language, DICTIONARY_VERSION)));
        set(reportedKeysState, new Set([...reported, ...fresh.map((key) => `${language}:${key}`)]));
      },
    [language],
  );

  useEffect(() => {
    if (misses.current.size === 0) return;
    const keys = [...misses.current];
    misses.current.clear();
    report(keys);
  });

  return useCallback(
    (key: string, values?: TaxonomyValues) => {
      const dictionary = i18n.getDataByLanguage(language)?.[TAXONOMY_NAMESPACE];
      const texts = { notFound: t('taxonomy.notFound'), notInLanguage: t('taxonomy.notInLanguage') };
      const lookup = lookupTaxonomy(dictionary, key, { language, texts, values });
      if (lookup.status === 'missing') misses.current.add(key);
      return lookup.text;
    },
    [i18n, language, t],
  );
};
