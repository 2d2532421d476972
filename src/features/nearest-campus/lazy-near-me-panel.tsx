// "Près de chez moi" on the programme finder, loaded on use: the page's first load carries only
// this button (the finder's first-load JavaScript budget, issue 43); a tap loads the control and
// gives its postcode field the focus. An address that already has a postcode (?pres=69003, from
// the home page's quick finder or a shared link) loads it at once.
import React, { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, MapPin } from 'lucide-react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { cx } from '@/components/ui/cx';
import { NEAR_ME_KEY } from '@/lib/programme-query';
import type { NearMePanelProps } from './near-me-panel';
import * as styles from './lazy-near-me-panel.module.css';

const loadPanel = () => import('./near-me-panel');
const NearMePanel = React.lazy(() => loadPanel().then((module) => ({ default: module.NearMePanel })));

export const LazyNearMePanel = (props: Omit<NearMePanelProps, 'focusOnMount'>) => {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const [tapped, setTapped] = useState(false);
  const inAddress = hydrated && new URLSearchParams(props.location.search).has(NEAR_ME_KEY);
  const collapsed = (
    <div className={cx(styles.collapsed, props.className)}>
      <button
        type="button"
        className={styles.open}
        aria-expanded={false}
        onClick={() => setTapped(true)}
        // The chunk is fetched as the pointer or the focus comes: the tap rarely waits.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <MapPin className={styles.icon} aria-hidden="true" focusable="false" />
        <span className={styles.title}>{t('nearMe.title')}</span>
        <span className={styles.hint}>{t('nearMe.hint')}</span>
        <ChevronDown className={styles.icon} aria-hidden="true" focusable="false" />
      </button>
    </div>
  );
  if (!tapped && !inAddress) return collapsed;
  return (
    <Suspense fallback={collapsed}>
      <NearMePanel {...props} focusOnMount={tapped} />
    </Suspense>
  );
};
