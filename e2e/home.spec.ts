import { expect, test } from '@playwright/test';
import { signInAt } from './helpers.ts';

test('the home page shows a quote, the current and next task, notes, and news without an error', async ({ page }) => {
  await signInAt(page, '/', 'user');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('home-quote')).not.toBeEmpty();
  await expect(page.getByText('Trenutni zadatak')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Analiza komparativa' })).toHaveAttribute('href', '/status');
  await expect(page.getByRole('region', { name: 'Beleške' }).getByRole('listitem').first()).toBeVisible();
  // The demo feeds point at the run's local feed (DEMO_RSS_URL): its items are listed, newest first, as links.
  const news = page.getByRole('region', { name: 'Vesti' });
  await expect(news.getByRole('link', { name: 'Vest 1 iz izvora 1' })).toHaveAttribute(
    'href',
    'https://vesti.rp.test/1/1',
  );
  await expect(news.getByRole('link').first()).toHaveText('Vest 1 iz izvora 1');
  // The worker's own form (name, place, password) is one click away for every role.
  await page.getByRole('link', { name: 'Moj nalog i lozinka' }).click();
  await expect(page).toHaveURL(/\/index\/radnici\/info\/\d+$/);
  await expect(page.getByRole('button', { name: 'Promeni lozinku' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
