import { expect, test } from './fixtures.ts';
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

test("while the home page is idle, the menu's screens load, so a first click waits for its data only", async ({
  page,
}) => {
  const screens = new Set<string>();
  page.on('response', (response) => {
    const chunk = /\/assets\/(klijenti-list-page|procene-list-page|masine-list-page)-[\w-]+\.js$/.exec(response.url());
    if (chunk && response.ok()) screens.add(chunk[1]!);
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(klijenti|procene|masine)\b/.test(request.url())) asked.push(new URL(request.url()).pathname);
  });
  await signInAt(page, '/main', 'admin');
  await expect(page.getByRole('link', { name: 'Klijenti', exact: true })).toBeVisible();
  // Nothing is clicked: the screens' code arrives while the browser is idle after the home page is up.
  await expect
    .poll(() => [...screens].sort(), { timeout: 20_000 })
    .toEqual(['klijenti-list-page', 'masine-list-page', 'procene-list-page']);
  // Their code only, never their data.
  expect(asked).toEqual([]);
  await page.getByRole('link', { name: 'Klijenti', exact: true }).click();
  await expect(page.locator('[data-slot="data-table-row"]').first()).toBeVisible();
  expect(asked).toEqual(['/api/klijenti']);
});
