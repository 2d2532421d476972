import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { ConsentBanner } from '../consent-banner';

// The chunk of the choice by purpose cannot be fetched: the connection was lost before the page
// was idle enough to prefetch it.
jest.mock('../consent-purposes-form', () => {
  throw new Error('Loading chunk consent-purposes-form failed');
});

describe('consent banner without its choice by purpose', () => {
  it('says the choice could not load, and still lets the visitor refuse everything', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderWithProviders(<ConsentBanner language="fr" current={null} reopened={false} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Choisir par finalité' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Le choix par finalité n'a pas pu se charger");
    await user.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(onSave).toHaveBeenCalledWith({ analytics: false, advertising: false });
  });
});
