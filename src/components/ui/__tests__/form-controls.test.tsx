import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseButton } from '../close-button';
import { TextInput } from '../text-input';

describe('CloseButton', () => {
  it('is a button named by its label, the × for the eyes only, that Enter and a click press', async () => {
    const onClick = jest.fn();
    render(<CloseButton label="Fermer les filtres" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Fermer les filtres' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});

describe('TextInput', () => {
  it('is a native text field: labelled, typed into, named in a form, and its ref reaches the input', async () => {
    const ref = React.createRef<HTMLInputElement>();
    render(
      <form aria-label="Recherche">
        <label htmlFor="postcode">Code postal</label>
        <TextInput id="postcode" name="pres" inputMode="numeric" ref={ref} aria-invalid />
      </form>,
    );
    const field = screen.getByRole('textbox', { name: 'Code postal' });
    await userEvent.type(field, '69003');
    expect(field).toHaveValue('69003');
    expect(field).toHaveAttribute('name', 'pres');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(ref.current).toBe(field);
  });
});
