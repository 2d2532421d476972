import React from 'react';
import { render, screen } from '@testing-library/react';
import { SectionHeader } from '../section-header';
import { Button } from '../button';

describe('SectionHeader', () => {
  it('renders the eyebrow, the title at the given level, the lead and the action', () => {
    render(
      <SectionHeader
        eyebrow="Nos formations"
        title="Du Bac au Bac+5"
        level={3}
        lead="Trouvez la formation qui vous ressemble."
        action={<Button to="/formations">Toutes les formations</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Du Bac au Bac+5' })).toBeInTheDocument();
    expect(screen.getByText('Nos formations')).toBeInTheDocument();
    expect(screen.getByText('Trouvez la formation qui vous ressemble.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toutes les formations' })).toHaveAttribute('href', '/formations');
  });

  it('is an h2 by default, whose id can label its section', () => {
    render(
      <section aria-labelledby="news-title">
        <SectionHeader id="news-title" title="Actualités" />
      </section>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Actualités' })).toHaveAttribute('id', 'news-title');
    expect(screen.getByRole('region', { name: 'Actualités' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
