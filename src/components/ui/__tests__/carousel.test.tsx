import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server.node';
import { Carousel } from '../carousel';

const renderCarousel = () =>
  render(
    <Carousel label="Prochaines journées portes ouvertes" previousLabel="Précédent" nextLabel="Suivant" roleDescription="carrousel">
      <a href="/a">Lyon</a>
      <a href="/b">Nantes</a>
      <a href="/c">Lille</a>
    </Carousel>,
  );

/** Gives the track a layout (jsdom has none): 3 cards of 300 px with a 16 px gap in a 400 px window. */
const layOut = (track: HTMLElement, scrollLeft = 0) => {
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 3 * 300 + 2 * 16 });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 400 });
  track.scrollLeft = scrollLeft;
  track.style.columnGap = '16px';
  for (const item of within(track).getAllByRole('listitem')) {
    item.getBoundingClientRect = () => ({ width: 300 }) as DOMRect;
  }
  track.scrollBy = jest.fn();
  fireEvent.scroll(track);
};

describe('Carousel', () => {
  it('is a region named by its label, announced as a carousel, holding a list of its items', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Prochaines journées portes ouvertes' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    const list = within(region).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lyon', 'Nantes', 'Lille']);
  });

  it('is a tab stop itself when its cards hold nothing focusable, so that the keyboard can scroll it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <Carousel label="Témoignages" previousLabel="Précédent" nextLabel="Suivant" roleDescription="carrousel">
        <blockquote>Une citation.</blockquote>
        <blockquote>Une autre.</blockquote>
      </Carousel>,
    );
    const quotes = screen.getByRole('list');
    // After its two buttons (hidden by the style sheet when nothing scrolls; jsdom has none).
    await user.tab();
    await user.tab();
    await user.tab();
    expect(quotes).toHaveFocus();
    unmount();
    renderCarousel();
    // With links in its cards, the row is not a tab stop of its own: the third stop is the first link.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Lyon' })).toHaveFocus();
  });

  it('is a tab stop in its server HTML already when told its cards hold no controls (it may hydrate late)', () => {
    const html = renderToString(
      <Carousel label="Témoignages" previousLabel="Précédent" nextLabel="Suivant" roleDescription="carrousel" cardsWithoutControls>
        <blockquote>Une citation.</blockquote>
      </Carousel>,
    );
    const served = document.createElement('div');
    served.innerHTML = html;
    document.body.append(served);
    expect(within(served).getByRole('list')).toHaveAttribute('tabindex', '0');
    served.remove();
  });

  it('says in its server HTML when its cards fit a wide row, where the style keeps no room for arrows', () => {
    const served = (count: number) => {
      const holder = document.createElement('div');
      holder.innerHTML = renderToString(
        <Carousel label="Actualités" previousLabel="Précédent" nextLabel="Suivant" roleDescription="carrousel" cardsPerWideRow={3}>
          {Array.from({ length: count }, (_, i) => (
            <a key={i} href={`/${i}`}>
              {i}
            </a>
          ))}
        </Carousel>,
      );
      document.body.append(holder);
      const region = within(holder).getByRole('region', { name: 'Actualités' });
      holder.remove();
      return region;
    };
    expect(served(3)).toHaveAttribute('data-fits-wide');
    expect(served(4)).not.toHaveAttribute('data-fits-wide');
  });

  it('scrolls by one card with its buttons, run from the keyboard', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const track = screen.getByRole('list');
    layOut(track);
    const previous = screen.getByRole('button', { name: 'Précédent' });
    const next = screen.getByRole('button', { name: 'Suivant' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    expect(next).toHaveAttribute('aria-controls', track.id);

    await user.tab();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(track.scrollBy).not.toHaveBeenCalled();
    await user.tab();
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(track.scrollBy).toHaveBeenLastCalledWith({ left: 316, behavior: 'smooth' });

    layOut(track, 316);
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    await user.click(previous);
    expect(track.scrollBy).toHaveBeenLastCalledWith({ left: -316, behavior: 'smooth' });
  });

  it('stops at the end: the next button is then disabled, and keeps its focus', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const track = screen.getByRole('list');
    layOut(track, 532);
    const next = screen.getByRole('button', { name: 'Suivant' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    await user.keyboard(' ');
    expect(track.scrollBy).not.toHaveBeenCalled();
    expect(next).toHaveFocus();
  });

  it('jumps without animation under prefers-reduced-motion', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList);
    renderCarousel();
    const track = screen.getByRole('list');
    layOut(track);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(track.scrollBy).toHaveBeenLastCalledWith({ left: 316, behavior: 'auto' });
  });

  it('never moves by itself', () => {
    jest.useFakeTimers();
    renderCarousel();
    const track = screen.getByRole('list');
    layOut(track);
    jest.advanceTimersByTime(60_000);
    expect(track.scrollBy).not.toHaveBeenCalled();
    expect(track.scrollLeft).toBe(0);
  });
});
