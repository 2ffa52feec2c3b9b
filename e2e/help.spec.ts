import { expect, test } from './fixtures.ts';
import { signInAt } from './helpers.ts';

const SCREENS = [
  { path: '/statistika/novac', sr: 'Statistika – novac', en: 'Statistics – money' },
  { path: '/index/procene/list', sr: 'Procene', en: 'Valuations' },
  { path: '/index/klijenti/list', sr: 'Klijenti', en: 'Clients' },
] as const;

test('the help popup shows the page of the screen, in Serbian and in English', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAt(page, SCREENS[0].path, 'admin');
  await expect(page).toHaveURL(/\/statistika\/novac/);
  for (const language of ['sr', 'en_US'] as const) {
    if (language === 'en_US') {
      await page.evaluate(() => localStorage.setItem('rp.language', 'en_US'));
    }
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await page.getByRole('button', { name: language === 'sr' ? 'Pomoć' : 'Help' }).click();
      const dialog = page.getByRole('dialog');
      const help = dialog.locator('[data-slot="help-popup-content"]');
      await expect(
        help.getByRole('heading', { level: 1, name: screen[language === 'sr' ? 'sr' : 'en'] }),
      ).toBeVisible();
      await expect(help.getByRole('heading', { level: 2 }).first()).toHaveText(
        language === 'sr' ? 'Ko može da otvori ekran' : 'Who can open this screen',
      );
      await dialog
        .getByRole('button', { name: language === 'sr' ? 'Zatvori' : 'Close' })
        .first()
        .click();
      await expect(dialog).toBeHidden();
    }
  }
});

test('a screen whose help page is missing says so and reports code 30', async ({ page }) => {
  await page.route('**/help/sr/klijenti.list.html', (route) => route.fulfill({ status: 404, body: '' }));
  await signInAt(page, '/index/klijenti/list', 'admin');
  await expect(page).toHaveURL(/\/index\/klijenti\/list/);
  await page.getByRole('button', { name: 'Pomoć' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Stranica pomoći ne postoji.');
  await page.getByRole('dialog').getByRole('button', { name: 'Zatvori' }).first().click();
  // The shared handler's notice carries the code under its details, with the screen's name.
  const notice = page.getByRole('region', { name: /Greške/ });
  await expect(notice).toContainText('Stranica pomoći ne postoji.');
  await expect(notice).toContainText('Kod 30 · klijenti.list');
});
