/* eslint-disable testing-library/no-node-access -- the article of the h1 and the paragraph of the date have no accessible name */
import React from 'react';
import { screen, within } from '@testing-library/react';
import NewsArticleTemplate from '../news-article';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';
import { NEWS_ARTICLE, RELATED_NEWS } from '@/testing/fixtures/details';

const renderArticle = ({ item = NEWS_ARTICLE as unknown, related = RELATED_NEWS as unknown[], language = 'fr' as 'fr' | 'en' } = {}) =>
  renderWithProviders(
    <NewsArticleTemplate
      {...pageProps<Queries.NewsArticleTemplateQuery, SitePageContext>(
        { item, related, locales: NO_LOCALES },
        { language, path: `${language === 'fr' ? '' : '/en'}/actualites/hackathon-regional` },
      )}
    />,
    { language },
  );

/** The news item itself (the related news are articles too). */
const mainArticle = () => screen.getByRole('heading', { level: 1 }).closest('article') as HTMLElement;
/** What the editors wrote: the article without the aside the page adds (the programmes, the brochure). */
const written = <T extends HTMLElement>(elements: T[]) => elements.filter((element) => !element.closest('aside'));
const relatedSection = () => screen.queryByRole('region', { name: /^(À lire aussi|Read also|Related news)$/ });

describe('news article', () => {
  it('has the title as its only h1, with the publication date and the category', () => {
    renderArticle();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([NEWS_ARTICLE.title]);
    const date = screen.getByText('Publié le 14 octobre 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', NEWS_ARTICLE.publishDate);
    // The category as a tag above the title, in the article's header.
    expect(date.closest('header')).toHaveTextContent(/^Vie étudiante.*Publié le 14 octobre 2026/);
  });

  it('links to the campuses of the news item', () => {
    renderArticle();
    const article = mainArticle();
    expect(written(within(article).getAllByRole('link')).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ESNUM Lyon', '/campus/lyon'],
      ['ESNUM Arras', '/campus/arras'],
    ]);
  });

  it('shows the focus image first, the summary and the rich-text body', () => {
    renderArticle();
    const article = mainArticle();
    expect(within(article).getByRole('img', { name: 'L’équipe lauréate sur scène' })).toHaveAttribute('loading', 'eager');
    expect(within(article).getByText(NEWS_ARTICLE.summary)).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Un projet né en cours' })).toBeInTheDocument();
    expect(within(article).getByText('L’équipe a présenté son prototype devant un jury de professionnels.')).toBeInTheDocument();
  });

  it('suggests three related news items of the category, never the article itself', () => {
    renderArticle();
    const related = relatedSection();
    expect(related).not.toBeNull();
    expect(within(related!).getByRole('heading', { level: 2 })).toHaveTextContent('À lire aussi');
    expect(
      within(related!)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => [heading.textContent, within(heading).getByRole('link').getAttribute('href')]),
    ).toEqual([
      ['Une rentrée sous le signe de l’alternance', '/actualites/rentree-2026'],
      ['Un nouveau bureau des étudiants', '/actualites/bde-elections'],
      ['Premier tournoi d’e-sport inter-campus', '/actualites/tournoi-esport'],
    ]);
  });

  it('has no related section when the category has no other news', () => {
    renderArticle({ related: [RELATED_NEWS[1]] });
    expect(relatedSection()).not.toBeInTheDocument();
    expect(written(within(mainArticle()).getAllByRole('heading', { level: 2 })).map((heading) => heading.textContent)).toEqual([
      'Un projet né en cours',
    ]);
  });

  it('offers, after the text, the programmes by level and the brochure', () => {
    renderArticle();
    const aside = within(screen.getByRole('complementary', { name: 'Nos formations' }));
    expect(aside.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['BTS', '/programmes/categorie/bts'],
      ['Bachelor', '/programmes/categorie/bachelor'],
      ['Mastère', '/programmes/categorie/mastere'],
      ['MBA', '/programmes/categorie/mba'],
      ['Programme Grande École', '/programmes/categorie/pge'],
      ['Recevoir la brochure', '/crm/brochure'],
    ]);
    expect(aside.getByRole('link', { name: 'Recevoir la brochure' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('links back to the news list, from the breadcrumbs and from the related news', () => {
    renderArticle();
    const breadcrumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(breadcrumbs).getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/actualites');
    expect(within(relatedSection()!).getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute('href', '/actualites');
  });

  it('formats the date and links for English pages', () => {
    renderArticle({ language: 'en' });
    expect(screen.getByText('Published on 14 October 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ESNUM Arras' })).toHaveAttribute('href', '/en/campus/arras');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'News' })).toHaveAttribute(
      'href',
      '/en/actualites',
    );
    expect(screen.getByRole('link', { name: 'Un nouveau bureau des étudiants' })).toHaveAttribute('href', '/en/actualites/bde-elections');
  });

  it('leaves out what the editors left empty: date, category, campuses, picture, summary and body', () => {
    renderArticle({
      item: { ...NEWS_ARTICLE, publishDate: null, cat_news: null, campus_infos: [], focusImage: null, summary: null, body: null },
      related: [],
    });
    expect(screen.getByRole('heading', { level: 1, name: NEWS_ARTICLE.title })).toBeInTheDocument();
    expect(screen.queryByText(/Publié le/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Vie étudiante/)).not.toBeInTheDocument();
    const article = mainArticle();
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
    expect(written(within(article).queryAllByRole('list'))).toEqual([]);
    expect(written(within(article).queryAllByRole('link'))).toEqual([]);
    expect(relatedSection()).not.toBeInTheDocument();
  });

  it('renders nothing when the news item is missing', () => {
    const { container } = renderArticle({ item: null });
    expect(container).toBeEmptyDOMElement();
  });
});
