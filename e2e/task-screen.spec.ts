import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAt, storedSession } from './helpers.ts';

async function sessionOf(page: Page): Promise<{ id: number; token: string }> {
  await expect.poll(() => storedSession(page)).not.toBeNull();
  return JSON.parse((await storedSession(page)) ?? '{}') as { id: number; token: string };
}

test('the Admin switches worker, then starts and finishes a task on the worker’s behalf', async ({ page }) => {
  await signInAt(page, '/main', 'admin');
  await expect(page).toHaveURL(/\/main$/);
  // Part 1 §2: on the home page the Admin's current and next tasks open the task screen.
  await expect(page.locator('main a[href*="/zadaci/info/"]').first()).toBeVisible();

  const admin = await sessionOf(page);
  await page.goto(`/index/radnici/status/${admin.id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Zadaci radnika' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Radnik' });
  await expect(picker).toHaveText('Marko Petrović');
  await expect(page.getByRole('heading', { name: 'Vremenska linija' })).toBeVisible();

  await picker.click();
  await page.getByRole('option', { name: 'Stefan Đorđević' }).click();
  await expect(page).toHaveURL(/\/index\/radnici\/status\/\d+$/);
  await expect(page).not.toHaveURL(new RegExp(`/status/${admin.id}$`));
  await expect(picker).toHaveText('Stefan Đorđević');

  // Stefan's tasks no other suite touches: the first one not started yet (so a retry picks the next one).
  const card = page
    .getByRole('group')
    .filter({ has: page.locator('[data-testid^="status-"]', { hasText: 'Nije počet' }) })
    .first();
  const naziv = (await card.getAttribute('aria-label')) ?? '';
  expect(naziv).not.toBe('');
  await card.getByRole('link', { name: naziv, exact: true }).click();

  await expect(page).toHaveURL(/\/index\/poslovi\/\d+\/zadaci\/info\/\d+\?radnik=\d+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: naziv })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Radnik/ })).toHaveText('Stefan Đorđević');
  await expect(page.getByRole('main').getByRole('link', { name: 'Stefan Đorđević' })).toHaveAttribute(
    'href',
    /\/index\/radnici\/info\/\d+$/,
  );
  const status = page.getByTestId('task-status');
  await expect(status).toHaveText('Nije počet');

  await page.getByRole('button', { name: 'Počni' }).click();
  // A warning (Type -1, e.g. an unfinished dependency) is confirmed and the start re-sent with force.
  const warning = page.getByRole('alertdialog');
  await expect(status.or(warning.getByRole('button', { name: 'Da' }))).toBeVisible();
  await expect(async () => {
    if (await warning.isVisible()) await warning.getByRole('button', { name: 'Da' }).click();
    await expect(status).toHaveText('U toku', { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('button', { name: 'Počni' })).toBeDisabled();

  await page.getByRole('button', { name: 'Završi' }).click();
  // Finishing asks first: a finished task cannot be started again.
  const finish = page.getByRole('alertdialog');
  await expect(finish).toContainText('Da li potvrđujete završetak zadatka?');
  await finish.getByRole('button', { name: 'Završi' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Nije izabran zadatak' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Stefan Đorđević');
  await expect(
    page.getByRole('combobox', { name: 'Izaberite zadatak' }).or(page.getByText('Radnik nema otvorenih zadataka.')),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Izaberite zadatak' }).getByText(naziv)).toHaveCount(0);
});

test('Operations sees the task screen as plain text; a wrong job is not found', async ({ page }) => {
  await signInAt(page, '/main', 'ops');
  await expect(page).toHaveURL(/\/main$/);
  const ops = await sessionOf(page);
  const response = await page.request.get(`/api/zadaci/zauzetost/${ops.id}`, {
    headers: { authorization: `Bearer ${ops.token}` },
  });
  const { itemList } = (await response.json()) as { itemList: { Id: number; Naziv: string; Posao: number }[] };
  const task = itemList.find((item) => item.Naziv === 'Zbirni izveštaj za banku');
  expect(task).toBeDefined();

  await page.goto(`/index/poslovi/${task!.Posao}/zadaci/info/${task!.Id}`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Zbirni izveštaj za banku' }),
  ).toBeVisible();
  await expect(page.getByTestId('task-workers')).toContainText('Jelena Jovanović');
  await expect(page.getByTestId('acting-worker')).toHaveText('Ana Marković');
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Vremenska linija' })).toBeVisible();

  await page.goto(`/index/poslovi/${task!.Posao + 1}/zadaci/info/${task!.Id}`);
  await expect(page).toHaveURL(/\/404$/);
});

test('a User is refused the worker task status screen', async ({ page }) => {
  await signInAt(page, '/index/radnici/status/1', 'user');
  await expect(page).toHaveURL(/\/403$/);
});
