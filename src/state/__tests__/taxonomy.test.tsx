import React from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RecoilRoot } from 'recoil';
import type { Language } from '@/lib/routes';
import { durationKey, type TaxonomyValues } from '@/lib/taxonomy';
import { createTestI18n } from '@/testing/render';
import { useTaxonomy } from '../taxonomy';

const Term = ({ entry, values }: { entry: string; values?: TaxonomyValues }) => {
  const taxonomy = useTaxonomy();
  return <li>{taxonomy(entry, values)}</li>;
};

const renderTerms = (
  entries: Array<string | [string, TaxonomyValues]>,
  language: Language = 'fr',
  edit?: (i18n: ReturnType<typeof createTestI18n>) => void,
) => {
  const i18n = createTestI18n(language);
  edit?.(i18n);
  const terms = (
    <ul>
      {entries.map((entry, index) =>
        typeof entry === 'string' ? <Term key={index} entry={entry} /> : <Term key={index} entry={entry[0]} values={entry[1]} />,
      )}
    </ul>
  );
  const view = render(
    <RecoilRoot>
      <I18nextProvider i18n={i18n}>{terms}</I18nextProvider>
    </RecoilRoot>,
  );
  return { ...view, items: () => screen.getAllByRole('listitem').map((item) => item.textContent) };
};

let info: jest.SpyInstance;
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('useTaxonomy', () => {
  it("reads the course dictionary of the page's language", () => {
    expect(renderTerms(['rhythm.periodic', 'level.3', 'category.mastere']).items()).toEqual(['Alternance', 'Bac+3', 'Mastère']);
    expect(info).not.toHaveBeenCalled();
  });

  it('writes durations in the short and the long format, with the plural of the language', () => {
    const { items } = renderTerms(
      [
        [durationKey('years', 'long'), { count: 3 }],
        [durationKey('hours', 'short'), { count: 1200 }],
        [durationKey('days', 'long'), { count: 1 }],
      ],
      'en',
    );
    expect(items()).toEqual(['3\u00a0years', '1,200\u00a0hrs', '1\u00a0day']);
  });

  it('gives the not-found text for a missing key and logs it once per session', () => {
    const { items, rerender } = renderTerms(['rhythm.weekend', 'rhythm.weekend', 'rhythm.fulltime']);
    expect(items()).toEqual(['Taxonomie introuvable', 'Taxonomie introuvable', 'Temps plein']);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('[taxonomy] "rhythm.weekend" is not in the fr course dictionary (version 0.1.0)');
    rerender(
      <RecoilRoot>
        <I18nextProvider i18n={createTestI18n('fr')}>
          <ul>
            <Term entry="rhythm.weekend" />
          </ul>
        </I18nextProvider>
      </RecoilRoot>,
    );
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('logs each missing key once, but each of them', () => {
    renderTerms(['level.9', 'category.cap', 'level.9']);
    expect(info.mock.calls.map(([message]) => message)).toEqual([
      '[taxonomy] "level.9" is not in the fr course dictionary (version 0.1.0)',
      '[taxonomy] "category.cap" is not in the fr course dictionary (version 0.1.0)',
    ]);
  });

  it('has no English level 1: the documented gap gives the not-found text', () => {
    expect(renderTerms(['level.0', 'level.1', 'level.2'], 'en').items()).toEqual([
      'High-school diploma',
      'Taxonomy not found',
      'Bachelor Year 2',
    ]);
    expect(info).toHaveBeenCalledWith('[taxonomy] "level.1" is not in the en course dictionary (version 0.1.0)');
  });

  it('gives the not-in-this-language text for an empty value, without logging', () => {
    const { items } = renderTerms(['rhythm.periodic', 'rhythm.fulltime'], 'en', (i18n) =>
      i18n.addResource('en', 'courses', 'rhythm.periodic', ''),
    );
    expect(items()).toEqual(['This taxonomy does not exist in this language', 'Full time']);
    expect(info).not.toHaveBeenCalled();
  });
});
