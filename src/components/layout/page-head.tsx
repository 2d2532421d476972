// The <head> of a page (Gatsby Head API): language, title and description. Fuller search-engine
// metadata (Open Graph, hreflang, JSON-LD) is built on top of this.
import React from 'react';
import type { Language } from '@/lib/routes';

interface PageHeadProps {
  language: Language;
  title: string;
  description?: string | null;
  siteName?: string;
}

export const PageHead = ({ language, title, description, siteName = 'ESNUM' }: PageHeadProps) => (
  <>
    <html lang={language} />
    <title>{title === siteName ? title : `${title} | ${siteName}`}</title>
    {description ? <meta name="description" content={description} /> : null}
  </>
);
