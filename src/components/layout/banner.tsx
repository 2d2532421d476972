// The optional banner of the website settings, above everything. Its height is the offset that
// pushes the page down (30 px less in the mobile layout), measured again 200 ms after a resize.
import React, { useEffect, useRef } from 'react';
import { BANNER_RESIZE_DELAY_MS, MOBILE_BANNER_OFFSET_REDUCTION_PX } from '@/lib/constants';
import { useSetBannerOffset } from './banner-offset';
import { useMobileLayout } from '@/features/navigation/navigation-state';
import { useWebsite } from '@/content/site-chrome';
import { MenuLink } from './menu-link';
import { usePageLanguage } from '@/content/page-language';
import * as styles from './banner.module.css';

export const bannerOffset = (height: number, mobile: boolean) => Math.max(0, mobile ? height - MOBILE_BANNER_OFFSET_REDUCTION_PX : height);

export const Banner = () => {
  const { language } = usePageLanguage();
  const banner = useWebsite(language)?.banner;
  const mobile = useMobileLayout();
  const setOffset = useSetBannerOffset();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const measure = () => setOffset(ref.current ? bannerOffset(ref.current.offsetHeight, mobile) : 0);
    measure();
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, BANNER_RESIZE_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [banner, mobile, setOffset]);

  if (!banner?.text) return null;
  return (
    <div ref={ref} className={styles.banner}>
      <p className={styles.text}>
        {banner.text}
        {banner.url && banner.linkLabel ? (
          <>
            {' '}
            <MenuLink url={banner.url}>{banner.linkLabel}</MenuLink>
          </>
        ) : null}
      </p>
    </div>
  );
};
