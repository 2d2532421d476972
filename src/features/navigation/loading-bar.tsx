// The loading bar of route changes: shown only when a page takes more than 200 ms to come, it
// moves towards 100 over 5 s, jumps to 100 when the page is there, and hides 500 ms later.
import React, { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_BAR } from '@/lib/constants';
import { onRouteEvent } from '@/lib/route-events';
import { useLoadingBar } from './navigation-state';
import * as styles from './loading-bar.module.css';

/** Progress after `elapsed` ms: eases towards (never reaches) 100 before the page is there. */
export const progressAt = (elapsed: number) => Math.min(95, Math.round((elapsed / LOADING_BAR.durationMs) * 100));

export const LoadingBar = () => {
  const { t } = useTranslation('common');
  const [bar, setBar] = useLoadingBar();

  useEffect(() => {
    let startTimer: number | undefined;
    let tick: number | undefined;
    let hideTimer: number | undefined;
    const clear = () => [startTimer, tick, hideTimer].forEach((timer) => window.clearTimeout(timer));
    const unsubscribe = onRouteEvent((event) => {
      clear();
      if (event === 'start') {
        const started = Date.now();
        startTimer = window.setTimeout(() => {
          const step = () => {
            setBar({ visible: true, progress: progressAt(Date.now() - started) });
            tick = window.setTimeout(step, 100);
          };
          step();
        }, LOADING_BAR.startThrottleMs);
      } else {
        setBar((current) => (current.visible ? { visible: true, progress: 100 } : current));
        hideTimer = window.setTimeout(() => setBar({ visible: false, progress: 0 }), LOADING_BAR.hideDelayMs);
      }
    });
    return () => {
      clear();
      unsubscribe();
    };
  }, [setBar]);

  if (!bar.visible) return null;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={t('loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={bar.progress}
      style={{ transform: `scaleX(${bar.progress / 100})` }}
    />
  );
};
