// The language and alternates of the page being shown, for the chrome around it.
import React, { createContext, useContext, useMemo } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/routes';
import type { Alternates } from '@/lib/page-context';

interface PageLanguage {
  language: Language;
  alternates: Alternates;
}

const PageLanguageContext = createContext<PageLanguage>({ language: DEFAULT_LANGUAGE, alternates: {} });

// wrapPageElement gives a new object at every change of location (a link to an anchor of the same
// page too): the context keeps its value while the language and alternates are the same, so that
// its consumers do not render again for nothing.
export const PageLanguageProvider = ({ value: { language, alternates }, children }: { value: PageLanguage; children: React.ReactNode }) => {
  const value = useMemo(() => ({ language, alternates }), [language, alternates]);
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>;
};

export const usePageLanguage = () => useContext(PageLanguageContext);
