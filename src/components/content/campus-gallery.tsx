// The campus in pictures: the gallery editors fill in the CMS (the seed starts it with drawings).
// Two a row, and with an odd number the first one takes two rows beside the next two: any number
// of pictures makes a full block. Each picture's alternative text is its caption as well.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { CmsImage, hasPicture, type CmsMedia } from '@/components/ui/cms-image';
import * as styles from './campus-gallery.module.css';

/** `titleClassName`: the page's section-title style, so that this title reads as its siblings. */
export const CampusGallery = ({
  pictures,
  titleClassName,
}: {
  pictures: ReadonlyArray<CmsMedia | null> | null | undefined;
  titleClassName?: string;
}) => {
  const { t } = useTranslation('campus');
  const shown = (pictures ?? []).filter((picture): picture is CmsMedia => hasPicture(picture));
  if (shown.length === 0) return null;
  return (
    <section className={styles.gallery} aria-labelledby="campus-gallery-title">
      <h2 id="campus-gallery-title" className={titleClassName}>
        {t('gallery')}
      </h2>
      <ul className={styles.pictures} data-shape={shown.length === 1 ? 'single' : shown.length % 2 ? 'odd' : 'even'}>
        {shown.map((picture, index) => (
          <li key={index} className={styles.item}>
            <figure className={styles.figure}>
              <CmsImage media={picture} sizes="(min-width: 768px) 50vw, 100vw" />
              {picture.alternativeText ? <figcaption className={styles.caption}>{picture.alternativeText}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
};
