// The language and alternates of the page being shown, for the chrome around it.
import React, { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/routes';
import type { Alternates } from '@/lib/page-context';

interface PageLanguage {
  language: Language;
  alternates: Alternates;
}

const PageLanguageContext = createContext<PageLanguage>({ language: DEFAULT_LANGUAGE, alternates: {} });

export const PageLanguageProvider = ({ value, children }: { value: PageLanguage; children: React.ReactNode }) => (
  <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>
);

export const usePageLanguage = () => useContext(PageLanguageContext);
