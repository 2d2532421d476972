// The bottom bar of calls to action in the mobile layout.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { type CtaName, CtaLinks } from '@/features/popin/cta-links';
import { usePageLanguage } from '@/content/page-language';
import { StaticHtml } from '@/components/ui/static-html';
import * as styles from './mobile-cta-bar.module.css';

// Registration is the one filled button; the brochure's icon takes the accent it has elsewhere.
const CTA_CLASSES: Partial<Record<CtaName, string>> = { registration: styles.primary, brochure: styles.brochureIcon };

export const MobileCtaBar = () => {
  const { t } = useTranslation('common');
  const { language } = usePageLanguage();
  return (
    // A landmark, so that it is not content outside any.
    <nav className={styles.bar} aria-label={t('cta.label')}>
      {/* Links only (the pop-in opens from its document listener): kept as the server wrote them. */}
      <StaticHtml content={language}>
        <CtaLinks
          language={language}
          className={styles.list}
          itemClassName={styles.item}
          linkClassName={(cta) => `${styles.link} ${CTA_CLASSES[cta] ?? ''}`}
          withIcons
        />
      </StaticHtml>
    </nav>
  );
};
