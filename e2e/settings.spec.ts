import { expect, test } from './fixtures.ts';
import { createWorker, removeRssFeeds, removeStateHolidays, signIn, signInAt } from './helpers.ts';

test('an Admin adds a state holiday and deletes it after confirming', async ({ page, request }) => {
  await removeStateHolidays(request, ['2027-12-24']);
  await signInAt(page, '/settings/holidays', 'admin');
  await expect(page).toHaveURL(/\/settings\/holidays$/);
  await page.getByLabel('Datum').fill('24/12/2027');
  await page.getByLabel('Naziv praznika').fill('Badnji dan (katolički)');
  await page.getByRole('button', { name: 'Dodaj praznik' }).click();
  const holiday = page.getByRole('listitem', { name: '24/12/2027 Badnji dan (katolički)' });
  await expect(holiday).toBeVisible();

  await holiday.getByRole('button', { name: 'Obriši praznik Badnji dan (katolički)' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('Potvrdite brisanje?');
  await expect(confirm).toContainText('24/12/2027 Badnji dan (katolički)');
  await confirm.getByRole('button', { name: 'Da' }).click();
  await expect(holiday).toHaveCount(0);
});

test('an Admin edits a state holiday, its day and name, and the list shows the change', async ({ page, request }) => {
  await removeStateHolidays(request, ['2027-12-29', '2027-12-30']);
  await signInAt(page, '/settings/holidays', 'admin');
  await page.getByLabel('Datum').fill('30/12/2027');
  await page.getByLabel('Naziv praznika').fill('Dan firme');
  await page.getByRole('button', { name: 'Dodaj praznik' }).click();
  const holiday = page.getByRole('listitem', { name: '30/12/2027 Dan firme' });
  await expect(holiday).toBeVisible();

  await holiday.getByRole('button', { name: 'Izmeni praznik Dan firme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Izmena državnog praznika' });
  await expect(dialog.getByLabel('Datum')).toHaveValue('30/12/2027');
  await dialog.getByLabel('Datum').fill('29/12/2027');
  await dialog.getByLabel('Naziv praznika').fill('Dan osnivanja firme');
  await dialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: '29/12/2027 Dan osnivanja firme' })).toBeVisible();
  await expect(holiday).toHaveCount(0);
});

test('an Admin renames an RSS feed; a name another feed has stays on the name field', async ({ page, request }) => {
  await removeRssFeeds(request, ['Lokalne vesti', 'Vesti iz grada']);
  await signInAt(page, '/settings', 'admin');
  await page.getByLabel('Naziv').fill('Lokalne vesti');
  await page.getByLabel('Adresa (URL)').fill('https://example.org/lokalne.xml');
  await page.getByRole('button', { name: 'Dodaj izvor' }).click();
  const feed = page.getByRole('listitem', { name: 'Lokalne vesti' });
  await expect(feed).toBeVisible();
  const other = await page
    .getByRole('list', { name: 'RSS izvori' })
    .getByRole('listitem')
    .first()
    .getAttribute('aria-label');

  await feed.getByRole('button', { name: 'Izmeni izvor Lokalne vesti' }).click();
  const dialog = page.getByRole('dialog', { name: 'Izmena RSS izvora' });
  await dialog.getByLabel('Naziv').fill(other!);
  await dialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(dialog.getByLabel('Naziv')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Naziv').fill('Vesti iz grada');
  await dialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(dialog).toHaveCount(0);
  const renamed = page.getByRole('listitem', { name: 'Vesti iz grada' });
  await expect(renamed).toBeVisible();
  await expect(feed).toHaveCount(0);
  // The home page's news of the specs beside this one reads the demo feeds only.
  await renamed.getByRole('button', { name: 'Obriši izvor Vesti iz grada' }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Da' }).click();
  await expect(renamed).toHaveCount(0);
});

test('the language chosen in settings is kept with the account', async ({ page, request, browser }) => {
  // An account of its own: the demo accounts stay in Serbian for the specs running beside this one.
  const worker = await createWorker(request, 'Demo');
  await page.goto('/settings');
  await signIn(page, worker.username, worker.password);
  await expect(page).toHaveURL(/\/settings$/);
  // The account keeps the language once its save is answered (it leaves after the interface has switched): the
  // other browser signs in after that, not in a race with it (the full run's loaded machine lost the race once).
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/radnici/jezik') && response.request().method() === 'PUT',
  );
  await page.getByLabel('English').check();
  await expect(page).toHaveTitle('RP - Settings');
  expect((await saved).ok()).toBe(true);
  // A new browser (no language of its own, so the login screen is Serbian) takes the account's language after
  // signing in. A fresh context, not a cleared one: the running app would store its language again.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/main');
  await signIn(other, worker.username, worker.password);
  await expect(other).toHaveTitle('RP - Home');
  await fresh.close();
});
