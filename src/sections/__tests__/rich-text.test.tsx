/* eslint-disable testing-library/no-node-access -- the timeline's and the stepper's items, in order, with their text */
import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { RichTextSection } from '../rich-text';

// Editors write their bodies from h3, whether or not the block has a title.
const body = [
  { type: 'heading', level: 3, children: [{ type: 'text', text: 'Par courriel' }] },
  { type: 'paragraph', children: [{ type: 'text', text: 'Écrivez-nous, nous répondons sous deux jours.' }] },
];
const blockOf = (blocks: unknown[], title: string | null = null) =>
  ({ title, body: blocks }) as unknown as Queries.SectionRichTextFieldsFragment;
const block = (title: string | null) => blockOf(body, title);
const text = (value: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text: value, ...marks });

describe('rich-text block', () => {
  it("puts the body's headings right under the block's title", () => {
    renderWithProviders(<RichTextSection language="fr" block={block('Nous contacter')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nous contacter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Par courriel' })).toBeInTheDocument();
  });

  it("puts the body's headings right under the page title when the block has no title", () => {
    renderWithProviders(<RichTextSection language="fr" block={block(null)} />);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Par courriel' })).toBeInTheDocument();
  });

  it('shows a bulleted list of "**year** : event" milestones as an ordered timeline of sentences, the colon dropped', () => {
    const milestone = (year: string, ...rest: object[]) => ({ type: 'list-item', children: [text(year, { bold: true }), ...rest] });
    renderWithProviders(
      <RichTextSection
        language="fr"
        block={blockOf([
          {
            type: 'list',
            format: 'unordered',
            children: [
              milestone('2005', text(' : création de l’école.')),
              milestone('2012', text(' – l’alternance devient la règle.')),
              milestone(
                '2021',
                text(' : ouverture de l’'),
                { type: 'link', url: '/innovation-lab', children: [text('Innovation Lab')] },
                text('.'),
              ),
            ],
          },
          { type: 'list', format: 'unordered', children: [milestone('2005', text(' : seule.')), milestone('2006', text(' : deux.'))] },
        ])}
      />,
    );
    const [timeline, shortList] = screen.getAllByRole('list');
    expect(timeline.tagName).toBe('OL');
    expect([...timeline.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '2005Création de l’école.',
      '2012L’alternance devient la règle.',
      '2021Ouverture de l’Innovation Lab.',
    ]);
    expect(screen.getByRole('link', { name: 'Innovation Lab' })).toHaveAttribute('href', '/innovation-lab');
    // Two milestones are a list, not yet a timeline.
    expect(shortList.tagName).toBe('UL');
    expect(shortList).toHaveTextContent(/^2005\s: seule\.2006\s: deux\.$/);
  });

  it('shows a numbered list of "**step** : text" items as steps, each name apart from its text, the colon dropped', () => {
    const step = (name: string, rest: string) => ({ type: 'list-item', children: [text(name, { bold: true }), text(rest)] });
    renderWithProviders(
      <RichTextSection
        language="fr"
        block={blockOf([
          {
            type: 'list',
            format: 'ordered',
            children: [
              step('Candidature en ligne', ' : vous remplissez le formulaire.'),
              step('Tests', ' – culture générale et logique.'),
              step('Entretien', ' : trente minutes sur votre projet.'),
            ],
          },
          // A step without its colon is a list as written.
          {
            type: 'list',
            format: 'ordered',
            children: [step('Un', ' : a.'), step('Deux', ' : b.'), step('Trois', ' sans séparateur.')],
          },
        ])}
      />,
    );
    const [steps, plainList] = screen.getAllByRole('list');
    expect([...steps.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Candidature en ligneVous remplissez le formulaire.',
      'TestsCulture générale et logique.',
      'EntretienTrente minutes sur votre projet.',
    ]);
    expect(plainList.tagName).toBe('OL');
    expect(plainList).toHaveTextContent(/^Un\s: a\.Deux\s: b\.Trois sans séparateur\.$/);
  });
});
