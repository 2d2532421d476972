import React from 'react';
import { render, screen } from '@testing-library/react';
import { ArticleHeader } from '../article-header';
import { Tag } from '../tag';

describe('ArticleHeader', () => {
  it('is the page header: its title is the h1, read after the tags and before the lead and the meta line', () => {
    render(
      <ArticleHeader
        tags={<Tag>Innovation</Tag>}
        title="48 heures pour une IA responsable"
        lead="Cent vingt étudiants ont imaginé des outils plus sobres."
        meta={<time dateTime="2026-11-26">26 novembre 2026</time>}
        media={<img src="/hackathon.jpg" alt="Des équipes au travail" width={960} height={640} />}
      />,
    );
    const header = screen.getByRole('banner');
    expect(screen.getByRole('heading', { level: 1, name: '48 heures pour une IA responsable' })).toBeInTheDocument();
    expect(header.textContent).toBe(
      'Innovation48 heures pour une IA responsableCent vingt étudiants ont imaginé des outils plus sobres.26 novembre 2026',
    );
    expect(screen.getByRole('img', { name: 'Des équipes au travail' })).toBeInTheDocument();
  });

  it('leaves out what it is not given', () => {
    const { container } = render(<ArticleHeader title="Un titre seul" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Un titre seul');
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- no role for an empty paragraph
    expect(container.querySelectorAll('p, img')).toHaveLength(0);
  });
});
