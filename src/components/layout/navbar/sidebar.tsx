// The mobile sidebar: opens from the right with the CMS navbar menu in three levels, a back
// button and a close button; its footer has the language switch, the profile and services menus
// and the calls to action. Focus moves in when it opens, stays inside, and Escape closes it. What
// other features show in it (the upcoming events under the campuses, the calls to action) is given
// by the navbar that renders it.
import React, { useEffect, useId, useRef } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { usePageLanguage } from '@/content/page-language';
import { LanguageSwitch } from '@/components/layout/navbar/language-switch';
import { ProfileMenu, ServicesMenu } from '@/components/layout/navbar/top-menus';
import { LinkList } from '@/components/layout/link-list';
import { MenuLink } from '@/components/layout/menu-link';
import { useEscape } from '@/components/ui/use-escape';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { localize, routes } from '@/lib/routes';
import { onRouteEvent } from '@/lib/route-events';
import { type MenuEntry, useCampuses, useMenus } from '@/content/site-chrome';
import { useSidebar } from '@/features/sidebar-menu/use-sidebar';
import { SearchButton } from '@/features/site-search/search-button';
import * as styles from './sidebar.module.css';

const CTA_CLASSES: Partial<Record<string, string>> = { brochure: styles.ctaBrochure, registration: styles.ctaRegistration };

const hasSubmenu = (entry: MenuEntry) => entry.__typename !== 'STRAPI__COMPONENT_CORE_MENU_ITEM';

interface SidebarProps {
  id: string;
  /** Shown under the campus list. */
  campusAside?: React.ReactNode;
  /** The calls to action of the footer, given the sidebar's class names. */
  renderCtas?: (classNames: { className: string; linkClassName: (cta: string) => string }) => React.ReactNode;
}

/**
 * A link followed from the sidebar closes it: the next page, or the pop-in a call to action opens,
 * is not left under the sidebar, and focus goes back to the menu button (the pop-in then returns it
 * there when it closes). A link opened in a new tab leaves it open. This runs as the click bubbles,
 * after the link's own handler: closing in the capture phase would remove the link before React
 * calls that handler (React flushes a click's updates between the two phases), and a call to
 * action would follow its fallback address instead of opening the pop-in.
 */
const closeWhenLinkFollowed = (close: () => void) => (event: React.MouseEvent) => {
  const followed = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (followed && event.target instanceof Element && event.target.closest('a[href]')) close();
};

export const Sidebar = ({ id, campusAside, renderCtas }: SidebarProps) => {
  const { t } = useTranslation('common');
  const { language } = usePageLanguage();
  const { navbar } = useMenus(language);
  const campuses = useCampuses(language);
  const { sidebar, level, close, openEntry, openSection, back } = useSidebar();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useFocusTrap(panelRef, sidebar.open);
  useEscape(sidebar.open, close);
  // Back and forward in the history change the page under the sidebar: it goes with the old page.
  useEffect(() => (sidebar.open ? onRouteEvent((event) => event === 'start' && close()) : undefined), [sidebar.open, close]);
  // Moving between levels removes the button just used: focus the new level's title, which
  // screen readers then announce.
  const levelKey = `${sidebar.entry}-${sidebar.section}`;
  const previousLevelKey = useRef(levelKey);
  useEffect(() => {
    if (sidebar.open && previousLevelKey.current !== levelKey) titleRef.current?.focus();
    previousLevelKey.current = levelKey;
  }, [levelKey, sidebar.open]);

  if (!sidebar.open) return null;
  const entry = sidebar.entry !== null ? navbar[sidebar.entry] : null;
  const section =
    entry?.__typename === 'STRAPI__COMPONENT_CORE_MENU_DROPDOWN' && sidebar.section !== null
      ? entry.menu_sections?.[sidebar.section]
      : null;
  const title = section?.Titre ?? entry?.label ?? t('nav.menu');

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a press on the backdrop closes for pointer users; the keyboard has Escape and the close button
    <div className={styles.overlay} onMouseDown={(event) => event.target === event.currentTarget && close()}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegated from the links inside, which Enter activates with a click event */}
      <div
        id={id}
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-level={level}
        onClick={closeWhenLinkFollowed(close)}
      >
        <div className={styles.header}>
          {level !== 'main' ? (
            <button type="button" className={styles.back} onClick={back}>
              <ChevronLeft aria-hidden="true" size={18} strokeWidth={2.25} />
              {t('nav.back')}
            </button>
          ) : null}
          <h2 id={titleId} ref={titleRef} className={styles.title} tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={t('nav.closeMenu')}>
            <X aria-hidden="true" size={22} strokeWidth={2.25} />
          </button>
        </div>

        <nav aria-labelledby={titleId} className={styles.body}>
          {level === 'main' ? <SearchButton showLabel className={styles.search} iconSize={20} onOpen={close} /> : null}
          {level === 'main' ? (
            <ul className={`${styles.list} ${styles.mainList}`}>
              {navbar.map((item, index) => (
                <li key={`${item.__typename}-${item.strapi_id ?? index}`}>
                  {hasSubmenu(item) ? (
                    <button type="button" className={styles.forward} onClick={() => openEntry(index)}>
                      {item.label}
                      <ChevronRight aria-hidden="true" size={20} strokeWidth={2.25} />
                    </button>
                  ) : (
                    <MenuLink url={item.url}>{item.label}</MenuLink>
                  )}
                </li>
              ))}
            </ul>
          ) : null}

          {level === 'submenu' && entry?.__typename === 'STRAPI__COMPONENT_CORE_MENU_DROPDOWN' && entry.variant === 'campus' ? (
            <>
              <ul className={styles.list}>
                {campuses.map((campus) => (
                  <li key={campus.slug}>
                    <Link to={localize(language, routes.campus(campus.slug))}>{campus.name}</Link>
                  </li>
                ))}
              </ul>
              {campusAside}
            </>
          ) : null}

          {level === 'submenu' && entry?.__typename === 'STRAPI__COMPONENT_CORE_MENU_DROPDOWN' && entry.variant !== 'campus' ? (
            <>
              <ul className={styles.list}>
                {entry.menu_sections?.map((item, index) =>
                  item ? (
                    <li key={item.strapi_id ?? index}>
                      <button type="button" className={styles.forward} onClick={() => openSection(index)}>
                        {item.Titre}
                        <ChevronRight aria-hidden="true" size={20} strokeWidth={2.25} />
                      </button>
                    </li>
                  ) : null,
                )}
              </ul>
              <LinkList links={entry.items} />
            </>
          ) : null}

          {level === 'submenu' && entry?.__typename === 'STRAPI__COMPONENT_CORE_MENU' ? <LinkList links={entry.items} /> : null}

          {level === 'subsubmenu' ? <LinkList links={section?.items} /> : null}
        </nav>

        <div className={styles.footer}>
          <LanguageSwitch className={styles.footerLink} />
          <ProfileMenu hover={false} buttonClassName={styles.footerButton} panelClassName={styles.footerPanel} />
          <ServicesMenu hover={false} buttonClassName={styles.footerButton} panelClassName={styles.footerPanel} />
          {renderCtas?.({ className: styles.ctas, linkClassName: (cta) => `${styles.cta} ${CTA_CLASSES[cta] ?? ''}` })}
        </div>
      </div>
    </div>
  );
};
