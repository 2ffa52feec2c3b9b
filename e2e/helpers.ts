import { expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: { username: 'admin', password: 'admin', role: 'Administrator' },
  demo: { username: 'demo', password: 'demo', role: 'Demo' },
  user: { username: 'user', password: 'user', role: 'Radnik' },
  ops: { username: 'ops', password: 'ops', role: 'Operativa' },
} as const;

export async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Korisničko ime').fill(username);
  await page.getByLabel('Lozinka').fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
}

export async function signInAt(page: Page, path: string, who: keyof typeof DEMO) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, DEMO[who].username, DEMO[who].password);
}

export async function storedSession(page: Page) {
  return page.evaluate(() => localStorage.getItem('rp.session'));
}
