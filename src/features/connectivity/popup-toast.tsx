// The message of the "popup" state area, as a toast. Its status region stays in the page while
// empty, so that screen readers announce each text put into it (politely, after what they are
// reading). A persistent message can be dismissed; the others go by themselves.
import React from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHidePopup, usePopupValue } from './popup-state';
import * as styles from './popup-toast.module.css';

export const PopupToast = () => {
  const { t } = useTranslation('common');
  const popup = usePopupValue();
  const hidePopup = useHidePopup();
  return (
    <div className={popup ? `${styles.toast} ${styles.shown}` : styles.toast}>
      <p role="status" className={styles.message}>
        {popup ? t(popup.textKey) : null}
      </p>
      {popup?.persistent ? (
        <button type="button" className={styles.dismiss} onClick={() => hidePopup(popup.id)} aria-label={t('connectivity.dismiss')}>
          <X aria-hidden="true" size={20} strokeWidth={2.25} />
        </button>
      ) : null}
    </div>
  );
};
