// ui/Carousel with its controls named in the page's language: the carousel of every block that
// shows a row of cards (programmes, events, news, testimonials).
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/carousel';

// Card widths that fill the row on a wide screen (the track's gap is 1.5rem there), and never
// narrower than a card reads well: on a phone the carousel's own cap (85 % of the row) wins. Five
// a row: on a phone (a row under 30 rem, where 46rem - 100% passes 13.5 rem) a card grows to that
// cap; at 13.5 rem, a programme's name took five lines.
export const THREE_A_ROW = 'max(18rem, (100% - 3rem) / 3)';
export const FIVE_A_ROW = 'max(13.5rem, (100% - 6rem) / 5, 46rem - 100%)';

type SectionCarouselProps = Omit<React.ComponentProps<typeof Carousel>, 'roleDescription' | 'previousLabel' | 'nextLabel'>;

/** Cards a row holds from 1280 px at the widths above (a 1,216 px row). */
const CARDS_PER_WIDE_ROW: Record<string, number> = { [THREE_A_ROW]: 3, [FIVE_A_ROW]: 5 };

export const SectionCarousel = (props: SectionCarouselProps) => {
  const { t } = useTranslation('common');
  return (
    <Carousel
      cardsPerWideRow={props.itemWidth ? CARDS_PER_WIDE_ROW[props.itemWidth] : undefined}
      roleDescription={t('carousel.roleDescription')}
      previousLabel={t('carousel.previous')}
      nextLabel={t('carousel.next')}
      {...props}
    />
  );
};
