// The close of a detail or list page: a navy band that asks for the brochure or a question, both
// through the campus pop-in, so that no page ends on its last card without a next step; or, where
// the page has its own next step (an event's registration), that step. Its words are the page's
// own where it has some (a programme's, a campus's), not one sentence on every page.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight, MessageCircle } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import type { Language } from '@/lib/routes';
import { PopinLink } from './cta-links';
import * as styles from './closing-call.module.css';

/** Pages that close on their own words (common.json `closing.title_{context}`); the others on "Envie d'en savoir plus ?". */
export type ClosingPage = 'programme' | 'programmes' | 'campus' | 'campuses' | 'news' | 'job' | 'comparison' | 'blog' | 'school';

interface ClosingCallProps {
  language: Language;
  /** The page, for its own words: i18next's context. */
  context?: ClosingPage;
  /** The campus page's city, which its words name. */
  city?: string | null;
  title?: string;
  text?: string;
  /** The page's own next step, instead of the brochure and the question. */
  actions?: React.ReactNode;
}

export const ClosingCall = ({ language, context, city, title, text, actions }: ClosingCallProps) => {
  const { t } = useTranslation('common');
  // `context` picks the page's words (i18next's context), `city` fills them.
  const copy = { context, city };
  return (
    <div className={styles.section}>
      <CtaBand title={title ?? t('closing.title', copy)} text={text ?? t('closing.text', copy)} className={styles.band}>
        {actions ?? (
          <>
            <PopinLink action="brochure" language={language} className={buttonClassName({})}>
              {t('hero.brochure')}
              <ArrowRight className={styles.icon} aria-hidden="true" focusable="false" />
            </PopinLink>
            <PopinLink action="contact" language={language} className={buttonClassName({ variant: 'ghost-inverse' })}>
              <MessageCircle className={styles.icon} aria-hidden="true" focusable="false" />
              {t('closing.contact')}
            </PopinLink>
          </>
        )}
      </CtaBand>
    </div>
  );
};
