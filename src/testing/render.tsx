// One render for component tests: the real dictionaries of locales/, the client-state root,
// and a language per test (French unless told otherwise).
import React from 'react';
import fs from 'fs';
import path from 'path';
import { render, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RecoilRoot } from 'recoil';
import { LANGUAGES, type Language } from '@/lib/routes';

const LOCALES_DIR = path.resolve(__dirname, '..', '..', 'locales');

const readResources = () =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        fs
          .readdirSync(path.join(LOCALES_DIR, language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [path.basename(file, '.json'), JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8'))]),
      ),
    ]),
  );

export const createTestI18n = (language: Language = 'fr') => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: readResources(),
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
  });
  return instance;
};

export const renderWithProviders = (
  ui: React.ReactElement,
  { language = 'fr', ...options }: RenderOptions & { language?: Language } = {},
) => {
  const i18n = createTestI18n(language);
  return render(
    <RecoilRoot>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </RecoilRoot>,
    options,
  );
};
