// The close of a detail or list page: a navy band that asks for the brochure or a question, both
// through the campus pop-in, so that no page ends on its last card without a next step; or, where
// the page has its own next step (an event's registration), that step.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight, MessageCircle } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import type { Language } from '@/lib/routes';
import { PopinLink } from './cta-links';
import * as styles from './closing-call.module.css';

interface ClosingCallProps {
  language: Language;
  title?: string;
  text?: string;
  /** The page's own next step, instead of the brochure and the question. */
  actions?: React.ReactNode;
}

export const ClosingCall = ({ language, title, text, actions }: ClosingCallProps) => {
  const { t } = useTranslation('common');
  return (
    <div className={styles.section}>
      <CtaBand title={title ?? t('closing.title')} text={text ?? t('closing.text')} className={styles.band}>
        {actions ?? (
          <>
            <PopinLink action="brochure" language={language} className={buttonClassName({ variant: 'primary' })}>
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
