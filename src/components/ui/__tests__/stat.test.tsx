import React from 'react';
import { render, screen } from '@testing-library/react';
import { MapPin } from 'lucide-react';
import { Stat } from '../stat';

describe('Stat', () => {
  it('reads the figure and its label as one sentence, the figure emphasised', () => {
    render(<Stat value="26" label="campus en France" detail="Rentrée 2026" icon={MapPin} />);
    expect(screen.getByText('26').tagName).toBe('STRONG');
    const [figure, detail] = screen.getAllByRole('paragraph');
    expect(figure).toHaveTextContent(/^26 campus en France$/);
    expect(figure).toContainElement(screen.getByText('26'));
    expect(detail).toHaveTextContent('Rentrée 2026');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows no detail line when given none', () => {
    render(<Stat value="92 %" label="de réussite" />);
    expect(screen.getAllByRole('paragraph')).toHaveLength(1);
  });
});
