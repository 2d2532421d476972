// The fixed legal pages of the footer, per language (their English slugs differ from the French).
import type { Language } from '@/lib/routes';

export const LEGAL_PATHS: Record<Language, { terms: string; legal: string; privacy: string }> = {
  fr: { terms: '/cgv', legal: '/mentions-legales', privacy: '/charte-donnees-personnelles' },
  en: { terms: '/en/terms-of-sale', legal: '/en/legal-notices', privacy: '/en/data-privacy-policy' },
};
