// The brochure's call to action as a full-width button with its book: what the asides of a news
// item, a blog post and a job end on (ProgrammesAside's `brochure`).
import React from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import type { Language } from '@/lib/routes';
import { PopinLink } from './cta-links';

export const BrochureButton = ({ language }: { language: Language }) => {
  const { t } = useTranslation('common');
  return (
    <PopinLink action="brochure" language={language} className={buttonClassName({ block: true })}>
      <BookOpen aria-hidden="true" focusable="false" size="1.1em" />
      {t('hero.brochure')}
    </PopinLink>
  );
};
