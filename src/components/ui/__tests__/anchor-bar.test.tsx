import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnchorBar } from '../anchor-bar';

const items = [
  { id: 'objectifs', label: 'Objectifs' },
  { id: 'formation', label: 'Formation' },
  { id: 'admission', label: 'Admission' },
];

describe('AnchorBar', () => {
  it('is a named navigation of links to the sections of the page', () => {
    render(<AnchorBar label="Sur cette page" items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Sur cette page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#objectifs', '#formation', '#admission']);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks the section in view, and only it, with aria-current', () => {
    const { rerender } = render(<AnchorBar label="Sur cette page" items={items} current="formation" />);
    expect(screen.getByRole('link', { name: 'Formation' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Objectifs' })).not.toHaveAttribute('aria-current');
    rerender(<AnchorBar label="Sur cette page" items={items} current="admission" />);
    expect(screen.getByRole('link', { name: 'Admission' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Formation' })).not.toHaveAttribute('aria-current');
  });

  it('is walked with Tab, and tells the page which anchor was followed', async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    render(<AnchorBar label="Sur cette page" items={items} onNavigate={onNavigate} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Formation' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('formation');
  });
});
