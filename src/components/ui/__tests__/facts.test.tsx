import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { Clock, MapPin } from 'lucide-react';
import { Facts } from '../facts';

describe('Facts', () => {
  it('pairs each value with its term in a description list, the icons hidden from screen readers', () => {
    render(
      <Facts
        items={[
          { icon: Clock, term: 'Durée', value: '2 ans' },
          { icon: MapPin, term: 'Campus', value: '12 campus' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Durée', '2 ans'],
      ['Campus', '12 campus'],
    ]);
    for (const term of terms) expect(within(term).queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('definition')).toHaveLength(2);
  });
});
