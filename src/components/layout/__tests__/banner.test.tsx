import React from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { withWebsite } from '@/testing/fixtures/site-chrome';
import { useBannerOffset } from '../banner-offset';
import { Banner, bannerOffset } from '../banner';

const Offset = () => <output>{useBannerOffset()}</output>;

describe('banner', () => {
  it('pushes the page down by its height, 30 px less in the mobile layout', () => {
    expect(bannerOffset(80, false)).toBe(80);
    expect(bannerOffset(80, true)).toBe(50);
    expect(bannerOffset(20, true)).toBe(0);
  });

  it('shows the banner of the website settings and measures it again 200 ms after a resize', () => {
    jest.useFakeTimers();
    let height = 48;
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => height);
    renderWithProviders(
      <>
        <Banner />
        <Offset />
      </>,
      { buildData: withWebsite({ banner: { text: 'Journée portes ouvertes samedi', linkLabel: 'Inscription', url: '/agenda' } }) },
    );
    expect(screen.getByText(/Journée portes ouvertes samedi/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inscription' })).toHaveAttribute('href', '/agenda');
    expect(screen.getByRole('status')).toHaveTextContent('48');

    height = 72;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(199);
    });
    expect(screen.getByRole('status')).toHaveTextContent('48');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('72');
    jest.useRealTimers();
  });

  it('is absent, with no offset, when the settings have none', () => {
    renderWithProviders(
      <>
        <Banner />
        <Offset />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });
});
