// The bottom bar of calls to action in the mobile layout.
import React from 'react';
import { CtaLinks } from '@/features/popin/cta-links';
import { usePageLanguage } from '@/content/page-language';
import * as styles from './mobile-cta-bar.module.css';

export const MobileCtaBar = () => {
  const { language } = usePageLanguage();
  return (
    <div className={styles.bar}>
      <CtaLinks
        language={language}
        className={styles.list}
        itemClassName={styles.item}
        linkClassName={(cta) => (cta === 'registration' ? `${styles.link} ${styles.primary}` : styles.link)}
        withIcons
      />
    </div>
  );
};
