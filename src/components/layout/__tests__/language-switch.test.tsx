import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { rememberLanguage } from '@/lib/language-cookie';
import { LanguageSwitch } from '../navbar/language-switch';

describe('language switch', () => {
  it('leads to the same page in the other language and remembers the choice for 365 days', async () => {
    const user = userEvent.setup();
    const cookies: string[] = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void cookies.push(value));
    renderWithProviders(<LanguageSwitch />, { alternates: { fr: '/mentions-legales', en: '/en/legal-notices' } });
    const link = screen.getByRole('link', { name: 'EN – English version' });
    expect(link).toHaveAttribute('href', '/en/legal-notices');
    expect(link).toHaveAttribute('hreflang', 'en');
    // jsdom cannot navigate: stop the link after its own click handler.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(link);
    expect(cookies).toEqual(['i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it("leads to the other language's home when the page has no translation", () => {
    renderWithProviders(<LanguageSwitch />, { language: 'en', alternates: { en: '/en/blog/only-english' } });
    expect(screen.getByRole('link', { name: 'FR – Version française' })).toHaveAttribute('href', '/');
  });

  it('marks the choice Secure on https', () => {
    const cookies: string[] = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void cookies.push(value));
    rememberLanguage('fr', 'https:');
    expect(cookies).toEqual(['i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
  });
});
