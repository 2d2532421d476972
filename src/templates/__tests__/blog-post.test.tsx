/* eslint-disable testing-library/no-node-access, testing-library/no-container -- checks markup that has no role: the byline paragraph, <time datetime> and the <picture> of the cover */
import React from 'react';
import { screen } from '@testing-library/react';
import BlogPostTemplate from '../blog-post';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';
import { BLOG_POST } from '@/testing/fixtures/details';

const renderPost = (post: unknown = BLOG_POST, language: 'fr' | 'en' = 'fr') =>
  renderWithProviders(
    <BlogPostTemplate
      {...pageProps<Queries.BlogPostTemplateQuery, SitePageContext>(
        { post, locales: NO_LOCALES },
        { language, path: `${language === 'fr' ? '' : '/en'}/blog/conseils-alternance` },
      )}
    />,
    { language },
  );

const byline = (container: HTMLElement) => container.querySelector('p.meta');

describe('blog post', () => {
  it('has the title as its only h1, with the author and the publication date', () => {
    const { container } = renderPost();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([BLOG_POST.title]);
    expect(byline(container)).toHaveTextContent(/^Par Camille Roussel · 15 septembre 2026$/);
    expect(container.querySelector('time')).toHaveAttribute('datetime', BLOG_POST.publishDate);
    expect(container.querySelector('time')).toHaveTextContent(/^15 septembre 2026$/);
  });

  it('shows the cover first, as a decorative picture when it has no alternative text, and the body', () => {
    const { container } = renderPost();
    const cover = container.querySelector('picture > img');
    expect(cover).toHaveAttribute('alt', '');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Tenez un carnet de bord de vos missions : il servira pour les examens.')).toBeInTheDocument();
  });

  it('links back to the blog', () => {
    renderPost();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  it('gives the date alone, without a separator, when the post has no author', () => {
    const { container } = renderPost({ ...BLOG_POST, author: null });
    expect(byline(container)).toHaveTextContent(/^15 septembre 2026$/);
  });

  it('gives the author alone when the post has no date', () => {
    const { container } = renderPost({ ...BLOG_POST, publishDate: null });
    expect(byline(container)).toHaveTextContent(/^Par Camille Roussel$/);
    expect(container.querySelector('time')).toBeNull();
  });

  it('does without cover and body', () => {
    renderPost({ ...BLOG_POST, cover: null, body: null });
    expect(screen.getByRole('heading', { level: 1, name: BLOG_POST.title })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('reads in English', () => {
    const { container } = renderPost(BLOG_POST, 'en');
    expect(byline(container)).toHaveTextContent(/^By Camille Roussel · 15 September 2026$/);
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
  });

  it('renders nothing when the post is missing', () => {
    const { container } = renderPost(null);
    expect(container).toBeEmptyDOMElement();
  });
});
