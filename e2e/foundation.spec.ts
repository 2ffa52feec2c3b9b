import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { DEMO, signIn, signInAt, storedSession } from './helpers.ts';

test.describe('sign-in and role routing', () => {
  for (const who of ['admin', 'demo', 'user', 'ops'] as const) {
    test(`${who} signs in and lands on the home screen`, async ({ page }) => {
      await signInAt(page, '/', who);
      await expect(page).toHaveURL(/\/main$/);
      await expect(page).toHaveTitle('RP - Početna');
      await expect(page.getByTestId('home-role')).toHaveText(DEMO[who].role);
      const session = JSON.parse((await storedSession(page)) ?? 'null');
      expect(session).toMatchObject({ id: expect.any(Number), token: expect.any(String) });
      expect(session.roles).toHaveLength(1);
    });
  }

  test('a User opening an Admin screen sees /403', async ({ page }) => {
    await signInAt(page, '/', 'user');
    await expect(page).toHaveURL(/\/main$/);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole('heading', { name: 'Zabranjen pristup' })).toBeVisible();
    await expect(page).toHaveTitle('RP - Zabranjen pristup');
  });

  test('the menu shows each role only what it may open', async ({ page }) => {
    await signInAt(page, '/', 'user');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Početna' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Podešavanja' })).toHaveCount(0);
  });

  test('an unknown path shows /404', async ({ page }) => {
    await page.goto('/nothing/here');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Stranica ne postoji' })).toBeVisible();
  });

  test('an id parameter that is not 1–8 digits, or is 0, shows /404', async ({ page }) => {
    await signInAt(page, '/', 'admin');
    await expect(page).toHaveURL(/\/main$/);
    await page.goto('/index/radnici/info/123456789');
    await expect(page).toHaveURL(/\/404$/);
    await page.goto('/index/radnici/info/abc');
    await expect(page).toHaveURL(/\/404$/);
    // no record has the id 0
    await page.goto('/index/klijenti/info/0');
    await expect(page).toHaveURL(/\/404$/);
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'user', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Pogrešno korisničko ime ili lozinka.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();
  });

  test('empty fields are refused before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await expect(page.getByText('Unesite korisničko ime.')).toBeVisible();
    await expect(page.getByText('Unesite lozinku.')).toBeVisible();
  });

  test('a protected deep link opened signed out returns to that link after signing in', async ({ page }) => {
    await page.goto('/main?tab=notes#today');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmain%3Ftab%3Dnotes%23today$/);
    await signIn(page, 'demo', 'demo');
    await expect(page).toHaveURL(/\/main\?tab=notes#today$/);
  });

  test('signing out clears the session', async ({ page }) => {
    await signInAt(page, '/', 'ops');
    await expect(page).toHaveURL(/\/main$/);
    await page.getByRole('button', { name: 'Odjavi se' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();
    await page.goto('/main');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmain$/);
  });

  test('a 401 from the API sends the user to the login screen with the danger notice', async ({ page }) => {
    await signInAt(page, '/', 'admin');
    await expect(page).toHaveURL(/\/main$/);
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('rp.session') ?? '{}');
      localStorage.setItem('rp.session', JSON.stringify({ ...session, token: 'x.y.z' }));
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmain$/);
    await expect(page.getByText('Neovlašćen pristup. Prijavite se ponovo.')).toBeVisible();
  });

  test('the demo banner fills the form and the interface switches to English', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /ops\/ops/ }).click();
    await expect(page.getByLabel('Korisničko ime')).toHaveValue('ops');
    await page.getByRole('button', { name: 'EN' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page).toHaveTitle('RP - Home');
  });

  test('the login screen has no accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('an address of a record that does not exist offers nothing there', () => {
  test('documents, images, subjects and the work order say the record was not found; notes and time record show /404', async ({
    page,
  }) => {
    await signInAt(page, '/', 'admin');
    await expect(page).toHaveURL(/\/main$/);
    for (const [path, text] of [
      ['/index/procene/dokumenti/99999999', 'Procena nije pronađena.'],
      ['/index/nepokretnosti/slike/99999999', 'Nepokretnost nije pronađena.'],
      ['/index/procene/predmeti/99999999', 'Procena nije pronađena.'],
      ['/index/procene/radni_nalog/99999999', 'Radni nalog nije pronađen: procena ne postoji.'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').getByText(text)).toBeVisible();
      // no uploader, no table of a record that is not there
      await expect(page.locator('input[type="file"]')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    }
    for (const path of ['/index/radnici/notes/99999999', '/index/radnici/evidencija/99999999']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/404$/);
    }
  });
});
