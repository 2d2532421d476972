import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { Quote } from '../quote';

describe('Quote', () => {
  it('is a figure whose blockquote holds the words and whose caption names the person and programme', () => {
    render(
      <Quote
        quote="L’alternance m’a ouvert les portes de mon premier emploi."
        name="Léa Martin"
        programme="Bachelor Design graphique, promotion 2025"
        photo={<img src="/lea.svg" alt="" width={56} height={56} />}
      />,
    );
    const figure = screen.getByRole('figure');
    const quote = within(figure).getByRole('blockquote');
    expect(quote).toHaveTextContent('L’alternance m’a ouvert les portes de mon premier emploi.');
    expect(within(quote).getByRole('paragraph')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- a <figcaption> has no role of its own to query by
    const caption = screen.getByText('Léa Martin').closest('figcaption');
    expect(figure).toContainElement(caption);
    expect(caption).toHaveTextContent('Léa Martin, Bachelor Design graphique, promotion 2025');
    // The photo is decorative (the name is written beside it), the quotation mark too.
    expect(within(figure).queryByRole('img')).toBeNull();
  });

  it('keeps rich text as given', () => {
    render(
      <Quote
        quote={
          <>
            <p>Premier paragraphe.</p>
            <p>Second paragraphe.</p>
          </>
        }
        name="Yanis"
      />,
    );
    expect(within(screen.getByRole('blockquote')).getAllByRole('paragraph')).toHaveLength(2);
  });
});
