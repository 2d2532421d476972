import React from 'react';
import { render, screen } from '@testing-library/react';
import { buttonClassName } from '@/components/ui/button';
import { AddToCalendarLink } from '../add-to-calendar-link';

describe('AddToCalendarLink', () => {
  it.each([
    ['fr', 'Ajouter à mon agenda', '/agenda/journee-portes-ouvertes-lyon.ics'],
    ['en', 'Add to my calendar', '/en/agenda/journee-portes-ouvertes-lyon.ics'],
  ] as const)("in %s, downloads the event's calendar file of that language", (language, label, href) => {
    render(<AddToCalendarLink slug="journee-portes-ouvertes-lyon" language={language} label={label} />);
    const link = screen.getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('download');
  });

  it('is a secondary button whose icon stays out of its name', () => {
    render(<AddToCalendarLink slug="jpo-lyon" language="fr" label="Ajouter à mon agenda" className="extra" />);
    const link = screen.getByRole('link', { name: 'Ajouter à mon agenda' });
    expect(link).toHaveAttribute('class', buttonClassName({ variant: 'secondary', className: 'extra' }));
    // eslint-disable-next-line testing-library/no-node-access -- the icon is an svg element, which has no role
    const icon = link.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveClass('lucide-calendar-plus');
  });

  it('takes the variant and width of its place on the page', () => {
    render(<AddToCalendarLink slug="jpo-lyon" language="fr" label="Ajouter à mon agenda" variant="ghost" block />);
    expect(screen.getByRole('link', { name: 'Ajouter à mon agenda' })).toHaveAttribute(
      'class',
      buttonClassName({ variant: 'ghost', block: true }),
    );
  });
});
