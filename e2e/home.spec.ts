import { expect, test } from '@playwright/test';
import { signInAt } from './helpers.ts';

test('the home page shows a quote, the current and next task, notes, and news without an error', async ({ page }) => {
  await signInAt(page, '/', 'user');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('home-quote')).not.toBeEmpty();
  await expect(page.getByText('Trenutni zadatak')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Analiza komparativa' })).toHaveAttribute('href', '/status');
  await expect(page.getByRole('region', { name: 'Beleške' }).getByRole('listitem').first()).toBeVisible();
  // The feeds cannot be reached from here: the news card is empty, never an error.
  await expect(page.getByRole('region', { name: 'Vesti' })).toContainText('Nema vesti.', { timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
});
