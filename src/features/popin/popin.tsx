// The pop-in (id "pop-in"): a modal dialog to choose a campus for a brochure, contact or
// registration request. Labelled by its title, focus kept inside, Escape or the close button close
// it, and focus returns to what opened it.
import React, { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHeader } from '@/components/ui/dialog-header';
import { useEscape } from '@/components/ui/use-escape';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import type { Language } from '@/lib/routes';
import { CampusPicker } from './campus-picker';
import { usePopin } from './use-popin';
import * as styles from './popin.module.css';

export const Popin = ({ language }: { language: Language }) => {
  const { t } = useTranslation('common');
  const { popin, close, chooseCampus, confirm } = usePopin();
  const dialogRef = useRef<HTMLDivElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const titleId = useId();
  const open = popin.action !== null;

  useFocusTrap(dialogRef, open, selectRef);
  useEscape(open, close);

  if (!popin.action) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a press on the backdrop closes for pointer users; the keyboard has Escape and the close button
    <div className={styles.overlay} onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div id="pop-in" ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <DialogHeader id={titleId} title={t(`popin.title.${popin.action}`)} closeLabel={t('popin.close')} onClose={close} />
        <p>{t('popin.intro')}</p>
        <CampusPicker
          action={popin.action}
          language={language}
          campusSlug={popin.campusSlug}
          only={popin.campusSlugs}
          error={popin.error}
          busy={popin.status !== 'idle'}
          // The button says where it leads ("Recevoir la brochure"): "Valider" read as a form's step (review).
          confirmLabel={t(`popin.confirmAction.${popin.action}`)}
          onChoose={chooseCampus}
          onConfirm={() => void confirm(language)}
          selectRef={selectRef}
        />
      </div>
    </div>
  );
};
