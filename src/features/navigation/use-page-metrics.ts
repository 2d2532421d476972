// Keeps the page-frame state in step with the window: at the top or scrolled, and the mobile
// layout (900 px or less, or a mobile user agent, marked on <html> for the CSS).
import { useEffect } from 'react';
import { MOBILE_LAYOUT_MAX_WIDTH } from '@/lib/constants';
import { useSetMobileLayout, useSetOnTop } from './navigation-state';

export const isMobileUserAgent = (userAgent: string) => /Android|iPhone|iPod|iPad|Mobile|Opera Mini|IEMobile/i.test(userAgent);

export const usePageMetrics = () => {
  const setOnTop = useSetOnTop();
  const setMobile = useSetMobileLayout();

  useEffect(() => {
    const onScroll = () => setOnTop(window.scrollY <= 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [setOnTop]);

  useEffect(() => {
    const mobileAgent = isMobileUserAgent(navigator.userAgent);
    document.documentElement.classList.toggle('mobile-ua', mobileAgent);
    const query = window.matchMedia(`(max-width: ${MOBILE_LAYOUT_MAX_WIDTH}px)`);
    const update = () => setMobile(mobileAgent || query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setMobile]);
};
