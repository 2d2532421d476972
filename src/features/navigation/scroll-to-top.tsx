// The back-to-top arrow: hidden at the top of the page, shown once scrolled away from it.
import React from 'react';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnTop } from './navigation-state';
import { scrollToTop } from './scroll';
import * as styles from './scroll-to-top.module.css';

export const ScrollToTop = () => {
  const { t } = useTranslation('common');
  const onTop = useOnTop();
  return (
    <button type="button" className={styles.button} onClick={scrollToTop} hidden={onTop} aria-label={t('toTop')}>
      <ArrowUp aria-hidden="true" size={22} strokeWidth={2.25} />
    </button>
  );
};
