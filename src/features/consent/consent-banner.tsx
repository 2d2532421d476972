// The consent banner (CNIL): a labelled region, not a modal, so the page stays usable and nothing
// traps the focus. "Accept all" and "Refuse all" are the same kind of button, side by side; a
// third opens the choice by purpose. It comes first in the tab order (as GOV.UK places its cookie
// banner) and sits at the bottom of the screen, with the page's scroll padding raised so that a
// focused element never hides under it.
import React, { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { type ConsentPurposes, allPurposes } from '@/lib/analytics/consent';
import type { Language } from '@/lib/routes';
import { LEGAL_PATHS } from '@/lib/legal-paths';
import { Button } from '@/components/ui/button';
import { loadWhenIdle } from '@/lib/load-when-idle';
import type { ConsentPurposesFormProps } from './consent-purposes-form';
import { useReservedBottomSpace } from './use-reserved-bottom-space';
import * as styles from './consent-banner.module.css';

// The choice by purpose loads with its first opening (most visitors accept or refuse all), and is
// fetched once the page is idle so that it opens at once, offline too. Should that fetch fail (the
// connection lost before the page was idle), the banner says so and its two other buttons still
// work: the failure must not reach the page, which has no error boundary around the banner.
const loadPurposesForm = () => import('./consent-purposes-form');
const PurposesUnavailable = () => {
  const { t } = useTranslation('common');
  return <p role="status">{t('consent.purposesUnavailable')}</p>;
};
const ConsentPurposesForm = React.lazy<React.ComponentType<ConsentPurposesFormProps>>(() =>
  loadPurposesForm().then(
    (module) => ({ default: module.ConsentPurposesForm }),
    () => ({ default: PurposesUnavailable }),
  ),
);

interface ConsentBannerProps {
  language: Language;
  /** The choice in force, when the visitor reopened the settings (then shown by purpose). */
  current: ConsentPurposes | null;
  /** Opened again from the footer link: the focus moves to it. */
  reopened: boolean;
  onSave: (purposes: ConsentPurposes) => void;
}

export const ConsentBanner = ({ language, current, reopened, onSave }: ConsentBannerProps) => {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panelId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [byPurpose, setByPurpose] = useState(reopened);
  const [purposes, setPurposes] = useState<ConsentPurposes>(current ?? allPurposes(false));
  useReservedBottomSpace(regionRef);
  useEffect(() => loadWhenIdle(loadPurposesForm), []);

  useEffect(() => {
    if (!reopened) return;
    setByPurpose(true);
    titleRef.current?.focus();
  }, [reopened]);

  return (
    <section ref={regionRef} className={styles.banner} aria-labelledby={titleId} data-consent-banner="">
      <div className={styles.inner}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          {t('consent.title')}
        </h2>
        <p className={styles.text}>
          {t('consent.intro')} <Link to={LEGAL_PATHS[language].privacy}>{t('consent.policy')}</Link>
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" className={styles.button} onClick={() => onSave(allPurposes(true))}>
            {t('consent.acceptAll')}
          </Button>
          <Button variant="secondary" className={styles.button} onClick={() => onSave(allPurposes(false))}>
            {t('consent.refuseAll')}
          </Button>
          <Button
            variant="ghost"
            className={styles.button}
            aria-expanded={byPurpose}
            aria-controls={panelId}
            onClick={() => setByPurpose((open) => !open)}
          >
            {t('consent.byPurpose')}
          </Button>
        </div>
        <div id={panelId} hidden={!byPurpose}>
          {byPurpose ? (
            <Suspense fallback={null}>
              <ConsentPurposesForm purposes={purposes} onChange={setPurposes} onSubmit={() => onSave(purposes)} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
};
