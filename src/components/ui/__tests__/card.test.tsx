import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Card } from '../card';
import { Tag } from '../tag';

describe('Card', () => {
  it('titles the card with a heading of the given level, whose link is the card’s one tab stop', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Card
          title="Bachelor Design graphique"
          to="/formations/bachelor-design"
          level={2}
          image={<img src="/design.jpg" alt="" width={640} height={360} />}
          tag={<Tag>Bac+3</Tag>}
          meta="3 ans · Alternance"
          actionLabel="Découvrir"
        >
          Concevoir des identités visuelles.
        </Card>
        <button type="button">Après</button>
      </>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Bachelor Design graphique' });
    const link = screen.getByRole('link', { name: 'Bachelor Design graphique' });
    expect(heading).toContainElement(link);
    expect(link).toHaveAttribute('href', '/formations/bachelor-design');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Après' })).toHaveFocus();
  });

  it('holds its tag, meta line and text in the article, and keeps the visual call to action silent', () => {
    render(
      <Card title="Journée portes ouvertes" href="https://example.org/jpo" tag={<Tag>Événement</Tag>} meta="Lyon" actionLabel="S’inscrire">
        Visitez le campus.
      </Card>,
    );
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Événement');
    expect(article).toHaveTextContent('Lyon');
    expect(article).toHaveTextContent('Visitez le campus.');
    expect(screen.getByRole('link', { name: 'Journée portes ouvertes' })).toHaveAttribute('href', 'https://example.org/jpo');
    expect(screen.getByText('S’inscrire')).toHaveAttribute('aria-hidden', 'true');
  });

  it('puts a separate action after the card’s link in the tab order', async () => {
    const user = userEvent.setup();
    render(<Card title="Salon Studyrama" to="/evenements/studyrama" action={<a href="https://example.org/inscription">S’inscrire</a>} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Salon Studyrama' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'S’inscrire' })).toHaveFocus();
  });

  it('is an article named by its title, so that the cards of a list are told apart', () => {
    render(
      <>
        <Card title="BTS SIO" to="/programmes/bts-sio" />
        <Card title="Bachelor Cybersécurité" to="/programmes/bachelor-cybersecurite" />
      </>,
    );
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).not.toContain(null);
    expect(screen.getByRole('article', { name: 'BTS SIO' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bachelor Cybersécurité' })).toBeInTheDocument();
  });

  it('is a plain card without a link, at level 3 by default', () => {
    render(<Card title="Campus de Nantes" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Campus de Nantes' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('draws the brand band, hidden from screen readers, where an item has no picture', () => {
    const { container } = render(
      <>
        <Card title="Une actualité" to="/actualites/une" band />
        <Card title="Avec une photo" to="/a" band image={<img src="/photo.jpg" alt="La façade du campus" width={640} height={360} />} />
      </>,
    );
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the band has no role: it is decorative
    expect(container.querySelectorAll('span[aria-hidden="true"]:empty')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'La façade du campus' })).toBeInTheDocument();
  });

  it('shows its badge over the picture, and beside the text when it has no picture, with nothing drawn in its place', () => {
    const { container } = render(
      <>
        <Card title="Session de tests" to="/agenda/tests" badge={<span>12 déc.</span>} />
        <Card
          title="Avec une photo"
          to="/a"
          badge={<span>3 janv.</span>}
          image={<img src="/photo.jpg" alt="La façade du campus" width={640} height={360} />}
        />
      </>,
    );
    expect(screen.getByText('12 déc.')).toBeInTheDocument();
    expect(screen.getByText('3 janv.')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- decoration has no role to query
    expect(container.querySelectorAll('[aria-hidden="true"]:empty')).toHaveLength(0);
  });
});
