import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createWorker, firmDay, signIn, signInAt } from './helpers.ts';

/** The dialog's first day: the firm's (Europe/Belgrade) next weekday, whatever this machine's time zone. */
function nextWeekday(): string {
  const { year, month, day: today } = firmDay();
  const date = new Date(year, month - 1, today);
  while (date.getDay() === 0 || date.getDay() === 6) date.setDate(date.getDate() + 1);
  const day = `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
  return `${day} – ${day}`;
}

test('a worker requests annual leave and an Admin approves it', async ({ page }) => {
  await signInAt(page, '/', 'user');
  await expect(page).toHaveURL(/\/main$/);
  await page.getByRole('link', { name: 'Mesečna evidencija' }).click();
  const leave = page.getByRole('region', { name: 'Godišnji odmor' });
  const remainingBefore = Number(await leave.getByTestId('leave-remaining').textContent());
  const pendingBefore = await leave.getByText('Na čekanju').count();

  await leave.getByRole('button', { name: 'Zatraži godišnji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zatraži godišnji' });
  await dialog.getByRole('button', { name: 'Pošalji zahtev' }).click();
  await expect(dialog).toBeHidden();
  await expect(leave.getByText('Na čekanju')).toHaveCount(pendingBefore + 1);
  // A User never approves leave, not even their own.
  await expect(leave.getByRole('button', { name: 'Odobri' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Odjavi se' }).click();
  await signIn(page, 'admin', 'admin');
  await expect(page).toHaveURL(/\/main$/);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Radnici' }).click();
  await page
    .getByRole('row', { name: /Nikola Nikolić/ })
    .getByRole('link', { name: 'Evidencija' })
    .click();
  const adminLeave = page.getByRole('region', { name: 'Godišnji odmor' });
  const request = adminLeave.getByRole('listitem', { name: nextWeekday() });
  await expect(request.getByText('Na čekanju')).toBeVisible();
  await request.getByRole('button', { name: 'Odobri' }).click();
  await expect(request.getByText('Odobren')).toBeVisible();
  await expect(adminLeave.getByRole('button', { name: 'Odobri' })).toHaveCount(pendingBefore);
  await expect(adminLeave.getByTestId('leave-remaining')).toHaveText(String(remainingBefore - 1));
});

/**
 * dd/MM/yyyy of the first working day at least `days` days from today: not a weekend and not a state holiday (the
 * server counts no leave days on those and refuses a request that has none; 40 days from 28 November is 7 January).
 */
async function workdayFromToday(request: APIRequestContext, days: number): Promise<{ shown: string; wire: string }> {
  const login = await request.post('/api/radnici/authenticate', { data: { username: 'admin', password: 'admin' } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await request.get('/api/drzavnipraznici/get', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  const { itemList } = (await answer.json()) as { itemList: { Datum: string }[] };
  const holidays = new Set(itemList.map((holiday) => holiday.Datum.slice(0, 10)));
  const wireOf = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const date = new Date();
  date.setDate(date.getDate() + days);
  while (date.getDay() === 0 || date.getDay() === 6 || holidays.has(wireOf(date))) date.setDate(date.getDate() + 1);
  const wire = wireOf(date);
  return { shown: `${wire.slice(8, 10)}/${wire.slice(5, 7)}/${wire.slice(0, 4)}`, wire };
}

test('the leave request sends the dates shown: empty and invalid dates are refused on the fields, never replaced', async ({
  page,
  request,
}) => {
  // A worker of its own: the other leave test counts the demo User's requests in parallel.
  const worker = await createWorker(request, 'User');
  const sent: unknown[] = [];
  page.on('request', (outgoing) => {
    if (outgoing.method() === 'POST' && outgoing.url().includes('/api/godisnji/save'))
      sent.push(outgoing.postDataJSON());
  });
  await page.goto('/');
  await signIn(page, worker.username, worker.password);
  await expect(page).toHaveURL(/\/main$/);
  await page.getByRole('link', { name: 'Mesečna evidencija' }).click();
  const leave = page.getByRole('region', { name: 'Godišnji odmor' });
  await leave.getByRole('button', { name: 'Zatraži godišnji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zatraži godišnji' });
  const start = dialog.getByLabel('Od');
  const end = dialog.getByLabel('Do');
  const send = dialog.getByRole('button', { name: 'Pošalji zahtev' });

  // Both dates emptied: the request is refused on the fields, not sent with today.
  await start.fill('');
  await end.fill('');
  await end.blur();
  await send.click();
  await expect(start).toHaveAccessibleDescription('Unesite datum početka.');
  await expect(end).toHaveAccessibleDescription('Unesite datum kraja.');
  await expect(send).toBeDisabled();

  // Text that is not a date stays as typed with its error; the earlier dates are not sent in its place.
  const first = await workdayFromToday(request, 40);
  await start.fill(first.shown);
  await end.fill('31/02/2031');
  await end.press('Tab');
  await expect(end).toHaveValue('31/02/2031');
  await expect(end).toHaveAccessibleDescription('Uneti podatak nije u ispravnom formatu polja.');
  await expect(send).toBeDisabled();
  await end.press('Enter');

  await end.fill(first.shown);
  await end.press('Tab');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(leave.getByRole('listitem', { name: `${first.shown} – ${first.shown}` })).toBeVisible();
  expect(sent).toEqual([expect.objectContaining({ Pocetak: first.wire, Kraj: first.wire })]);

  // The next request starts afresh, not with the previous request's dates or errors.
  await leave.getByRole('button', { name: 'Zatraži godišnji' }).click();
  await expect(dialog.getByLabel('Do')).not.toHaveValue(first.shown);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});
