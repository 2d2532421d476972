// The aside of an editorial page (a news item, a blog post, a job): where a reader who liked the
// text goes next, the programmes by level (or the page's own: a job's) and the brochure. Beside the text on a wide screen (it sticks
// while the text is read), after it elsewhere. The brochure's call to action comes from the page
// (`brochure`), which has the pop-in.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { PROGRAMME_CATEGORIES } from '@/lib/programme-categories';
import { type Language, localize, routes } from '@/lib/routes';
import { SEARCH_IGNORED } from '@/lib/search-marks';
import * as styles from './programmes-aside.module.css';

interface ProgrammesAsideProps {
  language: Language;
  /** The brochure's call to action (a PopinLink). */
  brochure: React.ReactNode;
  /** The title, and the links (paths in the page's language): the five programme levels by default. */
  title?: string;
  links?: ReadonlyArray<{ label: string; to: string }>;
  className?: string;
}

export const ProgrammesAside = ({ language, brochure, title, links, className }: ProgrammesAsideProps) => {
  const { t } = useTranslation(['common', 'courses']);
  const shown =
    links ??
    PROGRAMME_CATEGORIES.map((category) => ({
      label: t(`courses:category.${category}`),
      to: localize(language, routes.programmeCategory(category)),
    }));
  return (
    // Not what the page is about: the site search leaves it out (every page would match "Bachelor").
    <aside className={cx(styles.aside, className)} aria-labelledby="programmes-aside-title" {...SEARCH_IGNORED}>
      <p className={styles.eyebrow}>{t('common:programmesAside.eyebrow')}</p>
      <h2 id="programmes-aside-title" className={styles.title}>
        {title ?? t('common:programmesAside.title')}
      </h2>
      <ul className={styles.list}>
        {shown.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
              <ChevronRight className={styles.icon} aria-hidden="true" focusable="false" />
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>{brochure}</div>
    </aside>
  );
};
