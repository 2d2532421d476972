import React from 'react';
import { screen } from '@testing-library/react';
import BlogListTemplate from '../blog-list';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import { NO_LOCALES } from '@/testing/fixtures/content';

const renderBlog = (posts: unknown[]) =>
  renderWithProviders(
    <BlogListTemplate {...pageProps<Queries.BlogListTemplateQuery>({ posts: { nodes: posts }, locales: NO_LOCALES }, { path: '/blog' })} />,
  );

describe('blog landing', () => {
  it('lists the posts, linked, with their date', () => {
    renderBlog([
      {
        slug: 'premier-hackathon',
        title: 'Notre premier hackathon',
        publishDate: '2026-10-02T08:00:00.000Z',
        summary: 'Quarante-huit heures de code.',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Notre premier hackathon' })).toHaveAttribute('href', '/blog/premier-hackathon');
    expect(screen.getByText('Quarante-huit heures de code.')).toBeInTheDocument();
  });

  it("says 'Aucun post retrouvé.' when there is no post", () => {
    renderBlog([]);
    expect(screen.getByText('Aucun post retrouvé.')).toBeInTheDocument();
  });
});
