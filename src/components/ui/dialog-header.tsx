// The head of a modal dialog (the pop-in, the site search): its title, which names the dialog
// (`id`, for aria-labelledby), and the round close button at its right.
// <DialogHeader id={titleId} title="Rechercher sur le site" closeLabel="Fermer la recherche" onClose={close} />
import React from 'react';
import { CloseButton } from './close-button';
import * as styles from './dialog-header.module.css';

interface DialogHeaderProps {
  id: string;
  title: React.ReactNode;
  closeLabel: string;
  onClose: () => void;
}

export const DialogHeader = ({ id, title, closeLabel, onClose }: DialogHeaderProps) => (
  <div className={styles.header}>
    <h2 id={id} className={styles.title}>
      {title}
    </h2>
    <CloseButton label={closeLabel} onClick={onClose} />
  </div>
);
