// The aside of an editorial page (a news item, a blog post): where a reader who liked the text
// goes next, the programmes by level and the brochure. Beside the text on a wide screen (it sticks
// while the text is read), after it elsewhere. The brochure's call to action comes from the page
// (`brochure`), which has the pop-in.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { PROGRAMME_CATEGORIES } from '@/lib/programme-categories';
import { type Language, localize, routes } from '@/lib/routes';
import * as styles from './programmes-aside.module.css';

interface ProgrammesAsideProps {
  language: Language;
  /** The brochure's call to action (a PopinLink). */
  brochure: React.ReactNode;
  className?: string;
}

export const ProgrammesAside = ({ language, brochure, className }: ProgrammesAsideProps) => {
  const { t } = useTranslation(['common', 'courses']);
  return (
    <aside className={cx(styles.aside, className)} aria-labelledby="programmes-aside-title">
      <p className={styles.eyebrow}>{t('common:programmesAside.eyebrow')}</p>
      <h2 id="programmes-aside-title" className={styles.title}>
        {t('common:programmesAside.title')}
      </h2>
      <ul className={styles.list}>
        {PROGRAMME_CATEGORIES.map((category) => (
          <li key={category}>
            <Link to={localize(language, routes.programmeCategory(category))} className={styles.link}>
              {t(`courses:category.${category}`)}
              <ChevronRight className={styles.icon} aria-hidden="true" focusable="false" />
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>{brochure}</div>
    </aside>
  );
};
