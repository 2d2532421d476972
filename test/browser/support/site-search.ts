// The site search as a visitor opens it: the header's button (the one on screen at this width),
// then words in its field. Returns the dialog once the programmes found are listed.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Rechercher sur le site' });

export const searchForProgrammes = async (page: Page, words: string) => {
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  const dialog = searchDialog(page);
  await dialog.getByRole('searchbox').fill(words);
  await expect(
    dialog
      .getByRole('region', { name: /^Formations/ })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  return dialog;
};
