import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from '../accordion';

const items = [
  { id: 'faq-rythme', question: 'Quel est le rythme de l’alternance ?', answer: <p>Trois semaines en entreprise, une à l’école.</p> },
  { question: 'Combien coûte la formation ?', answer: <p>Elle est gratuite en alternance.</p>, open: true },
];

describe('Accordion', () => {
  it('is a list of native disclosures: questions shown, answers closed unless told', () => {
    render(<Accordion items={items} />);
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(2);
    expect(groups[0].tagName).toBe('DETAILS');
    expect(groups[0]).toHaveAttribute('id', 'faq-rythme');
    expect(groups[0]).not.toHaveAttribute('open');
    expect(groups[1]).toHaveAttribute('open');
    expect(within(groups[0]).getByText('Quel est le rythme de l’alternance ?')).toBeInTheDocument();
  });

  it('opens and closes a question with a click on its summary (jsdom has no keyboard behaviour for <summary>: Enter and Space are the browser’s own)', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first] = screen.getAllByRole('group') as HTMLDetailsElement[];
    const summary = screen.getByText('Quel est le rythme de l’alternance ?');
    await user.click(summary);
    expect(first.open).toBe(true);
    expect(screen.getByText('Trois semaines en entreprise, une à l’école.')).toBeVisible();
    await user.click(summary);
    expect(first.open).toBe(false);
  });
});
