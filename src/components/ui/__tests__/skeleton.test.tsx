/* eslint-disable testing-library/no-container, testing-library/no-node-access -- a skeleton is hidden from the accessibility tree: only the DOM shows it */
import React from 'react';
import { render } from '@testing-library/react';
import { Skeleton } from '../skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technologies, whatever its shape', () => {
    const { container } = render(
      <div>
        <Skeleton lines={3} />
        <Skeleton variant="card" />
        <Skeleton variant="block" width="10rem" height="4rem" />
      </div>,
    );
    const skeletons = [...container.querySelectorAll('div > span')];
    expect(skeletons).toHaveLength(3);
    skeletons.forEach((skeleton) => expect(skeleton).toHaveAttribute('aria-hidden', 'true'));
  });

  it('draws as many lines as asked, and keeps the size it is given', () => {
    const { container } = render(<Skeleton lines={4} />);
    const skeleton = container.firstElementChild as HTMLElement;
    expect(skeleton.firstElementChild?.children).toHaveLength(4);
    const block = render(<Skeleton variant="block" width="10rem" height="4rem" />).container.firstElementChild as HTMLElement;
    expect(block.style.width).toBe('10rem');
    expect(block.style.height).toBe('4rem');
  });
});
