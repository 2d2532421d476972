import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { Popin } from '@/features/popin/popin';
import { CallToAction } from '../call-to-action';

const cta = (action: string, url: string | null = null) =>
  ({
    title: 'Envie de nous rencontrer ?',
    text: 'Recevez la brochure de votre campus.',
    action,
    label: 'Je veux la brochure',
    url,
  }) as Queries.SectionCtaFieldsFragment;

describe('call-to-action block', () => {
  it('opens the campus pop-in for a CRM action, with the brochure page as its plain link', async () => {
    mockFetch([[/esnum-crm-links\/brochure\/campuses/, { body: [{ id: 'a', name: 'ESNUM Arras', slug: 'arras' }] }]]);
    renderWithProviders(
      <>
        <CallToAction block={cta('brochure')} language="fr" />
        <Popin language="fr" />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Je veux la brochure' });
    expect(link).toHaveAttribute('href', '/crm/brochure');
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(link);
    expect(screen.getByRole('dialog', { name: 'Recevoir une brochure' })).toBeInTheDocument();
  });

  it('is a plain link, as the editor wrote it, for the link action; text when the link is unsafe', () => {
    const { rerender } = renderWithProviders(<CallToAction block={cta('link', '/admission')} language="fr" />);
    expect(screen.getByRole('link', { name: 'Je veux la brochure' })).toHaveAttribute('href', '/admission');
    expect(screen.getByRole('link', { name: 'Je veux la brochure' })).not.toHaveAttribute('aria-haspopup');
    rerender(<CallToAction block={cta('link', 'javascript:alert(1)')} language="fr" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Je veux la brochure')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Envie de nous rencontrer ?' })).toBeInTheDocument();
  });
});
