import React from 'react';
import { render, screen } from '@testing-library/react';
import { useScrollsSideways } from '../use-scrolls-sideways';

// jsdom lays nothing out: each region is given its width and its content's.
const Region = ({ width, contentWidth }: { width: number; contentWidth: number }) => {
  const [ref, scrolls] = useScrollsSideways<HTMLDivElement>();
  const measured = (element: HTMLDivElement | null) => {
    if (element) {
      Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
      Object.defineProperty(element, 'scrollWidth', { configurable: true, value: contentWidth });
    }
    ref(element);
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={measured} role="region" aria-label="Tableau" tabIndex={scrolls ? 0 : undefined}>
      <table />
    </div>
  );
};

describe('useScrollsSideways', () => {
  it('says a region scrolls when its content is wider: it is then a tab stop', () => {
    render(<Region width={358} contentWidth={640} />);
    expect(screen.getByRole('region', { name: 'Tableau' })).toHaveAttribute('tabindex', '0');
  });

  it('says a region whose content fits does not scroll: no tab stop that would do nothing', () => {
    render(<Region width={1200} contentWidth={1200} />);
    expect(screen.getByRole('region', { name: 'Tableau' })).not.toHaveAttribute('tabindex');
  });
});
