import React, { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { countFitting, usePriorityFold } from '../use-priority-fold';

describe('countFitting', () => {
  it.each([
    [500, [100, 100, 100], 0, 3],
    [300, [100, 100, 100], 0, 3],
    [299, [100, 100, 100], 0, 2],
    [300, [100, 100, 100], 10, 2],
    [320, [100, 100, 100], 10, 3],
    [50, [100, 100], 0, 0],
    [100, [], 0, 0],
  ])('in %p px, items %p with a %p px gap: %p fit', (available, widths, gap, expected) => {
    expect(countFitting(available, widths, gap)).toBe(expected);
  });

  it('takes items in order: a small item after one that overflows does not fit either', () => {
    expect(countFitting(250, [100, 200, 10], 0)).toBe(1);
  });
});

// jsdom lays nothing out: the widths are given to the elements, and ResizeObserver is a stand-in
// that measures once when asked to observe.
describe('usePriorityFold', () => {
  /** `menu`: a menu button of that width beside the list, shown only because items folded when `byFold`. */
  const Row = ({ widths, available, menu }: { widths: number[]; available: number; menu?: { width: number; byFold: boolean } }) => {
    const listRef = useRef<HTMLUListElement | null>(null);
    const menuRef = useRef<HTMLButtonElement | null>(null);
    const visible = usePriorityFold(listRef, widths.length, menu ? menuRef : undefined);
    return (
      <>
        {menu ? (
          <button
            type="button"
            style={{ '--shown-by-fold': menu.byFold ? '1' : '0' } as React.CSSProperties}
            ref={(element) => {
              menuRef.current = element;
              if (element) Object.defineProperty(element, 'offsetWidth', { configurable: true, value: menu.width });
            }}
          >
            Menu
          </button>
        ) : null}
        <ul
          ref={(element) => {
            listRef.current = element;
            if (element) Object.defineProperty(element, 'clientWidth', { configurable: true, value: available });
          }}
        >
          {widths.map((width, index) => (
            <li
              key={index}
              ref={(element) => {
                if (element) element.getBoundingClientRect = () => ({ width }) as DOMRect;
              }}
            >
              item {index}
            </li>
          ))}
        </ul>
        <output>{visible}</output>
      </>
    );
  };

  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('shows every item before it can measure (the server-rendered line)', () => {
    render(<Row widths={[100, 100, 100]} available={150} />);
    expect(screen.getByRole('status')).toHaveTextContent('3');
  });

  it('shows only the items that fit once measured', () => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe() {}
      disconnect() {}
    };
    render(<Row widths={[100, 100, 100]} available={250} />);
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it("counts the menu button's room as the items' when it shows only because they folded and they would all fit there", () => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe() {}
      disconnect() {}
    };
    // 250 px beside a 60 px button that hides once nothing is folded: the three items fit in 310.
    const { unmount } = render(<Row widths={[100, 100, 100]} available={250} menu={{ width: 60, byFold: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent('3');
    unmount();
    // A button that stays (a narrow screen, a scrolled page) keeps its room.
    render(<Row widths={[100, 100, 100]} available={250} menu={{ width: 60, byFold: false }} />);
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });
});
