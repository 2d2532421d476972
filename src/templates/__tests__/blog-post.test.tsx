/* eslint-disable testing-library/no-node-access, testing-library/no-container -- checks markup that has no role: the byline paragraph, <time datetime> and the <picture> of the cover */
import React from 'react';
import { screen, within } from '@testing-library/react';
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
        { post, others: { nodes: [] }, locales: NO_LOCALES },
        { language, path: `${language === 'fr' ? '' : '/en'}/blog/conseils-alternance` },
      )}
    />,
    { language },
  );

/** The items of the byline, found from its reading time (the dots between them are drawn by the style sheet). */
const byline = (container: HTMLElement) =>
  [...(within(container.querySelector('header')!).getByText(/min (de lecture|read)$/).parentElement?.children ?? [])].map(
    (item) => item.textContent,
  );

describe('blog post', () => {
  it('has the title as its only h1, with the author and the publication date', () => {
    const { container } = renderPost();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([BLOG_POST.title]);
    expect(byline(container)).toEqual(['Par Camille Roussel', '15 septembre 2026', '1 min de lecture']);
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

  it('links back to the blog from the breadcrumbs', () => {
    renderPost();
    expect(
      within(screen.getByRole('navigation', { name: "Fil d'Ariane" })).getByRole('link', { name: "Le blog de l'ESNUM" }),
    ).toHaveAttribute('href', '/blog');
  });

  it('offers where to go next: the programmes by level and the brochure, in the page language', () => {
    renderPost();
    const aside = within(screen.getByRole('complementary', { name: 'Nos formations' }));
    expect(aside.getByRole('link', { name: 'Bachelor' })).toHaveAttribute('href', '/programmes/categorie/bachelor');
    expect(aside.getByRole('link', { name: 'Recevoir la brochure' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('leaves the author out when the post has none', () => {
    const { container } = renderPost({ ...BLOG_POST, author: null });
    expect(byline(container)).toEqual(['15 septembre 2026', '1 min de lecture']);
  });

  it('gives the author alone when the post has no date', () => {
    const { container } = renderPost({ ...BLOG_POST, publishDate: null });
    expect(byline(container)).toEqual(['Par Camille Roussel', '1 min de lecture']);
    expect(container.querySelector('time')).toBeNull();
  });

  it('does without cover and body', () => {
    renderPost({ ...BLOG_POST, cover: null, body: null });
    expect(screen.getByRole('heading', { level: 1, name: BLOG_POST.title })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('reads in English', () => {
    const { container } = renderPost(BLOG_POST, 'en');
    expect(byline(container)).toEqual(['By Camille Roussel', '15 September 2026', '1 min read']);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'The ESNUM blog' })).toHaveAttribute(
      'href',
      '/en/blog',
    );
  });

  it('renders nothing when the post is missing', () => {
    const { container } = renderPost(null);
    expect(container).toBeEmptyDOMElement();
  });
});
