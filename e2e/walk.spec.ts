import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO } from './helpers.ts';

/**
 * Every built screen, in every role, at phone width, in both languages (issue 12): no screen is wider than the
 * phone, and none shows words of the other language. Record screens open the demo firm's first records.
 */

type Who = keyof typeof DEMO;
type Language = 'sr' | 'en_US';

/** Who may open a screen: the contract's route table (A Admin, D Demo, O Operations; all = every role). */
const ROLE_LETTER: Record<Who, string> = { admin: 'A', demo: 'D', ops: 'O', user: 'U' };

interface Ids {
  self: number;
  radnik: number;
  masina: number;
  klijent: number;
  nepokretnost: number;
  procena: number;
  predmet: number;
  posao: number;
  zadatak: number;
}

const SCREENS: Array<{ path: (ids: Ids) => string; who: string }> = [
  { path: () => '/main', who: 'all' },
  { path: () => '/status', who: 'all' },
  { path: () => '/statistika/novac', who: 'AD' },
  { path: () => '/statistika/radnici', who: 'AD' },
  { path: () => '/statistika/klijenti', who: 'AD' },
  { path: () => '/statistika/bankari', who: 'AD' },
  { path: () => '/index/smartchart', who: 'ADO' },
  { path: () => '/settings', who: 'AD' },
  { path: () => '/settings/holidays', who: 'AD' },
  { path: () => '/index/radnici/list', who: 'AD' },
  { path: () => '/index/radnici/unos', who: 'AD' },
  { path: (ids) => `/index/radnici/info/${ids.radnik}`, who: 'AD' },
  { path: (ids) => `/index/radnici/info/${ids.self}`, who: 'all' },
  { path: (ids) => `/index/radnici/evidencija/${ids.self}`, who: 'all' },
  { path: (ids) => `/index/radnici/dokumenti/${ids.self}`, who: 'all' },
  { path: (ids) => `/index/radnici/status/${ids.radnik}`, who: 'AD' },
  { path: (ids) => `/index/radnici/notes/${ids.radnik}`, who: 'AD' },
  { path: () => '/index/masine/list', who: 'all' },
  { path: () => '/index/masine/unos', who: 'AD' },
  { path: (ids) => `/index/masine/info/${ids.masina}`, who: 'all' },
  { path: (ids) => `/index/masine/dokumenti/${ids.masina}`, who: 'all' },
  { path: () => '/index/klijenti/list', who: 'all' },
  { path: () => '/index/klijenti/unos', who: 'all' },
  { path: (ids) => `/index/klijenti/info/${ids.klijent}`, who: 'all' },
  { path: (ids) => `/index/klijenti/dokumenti/${ids.klijent}`, who: 'all' },
  { path: () => '/index/nepokretnosti/list', who: 'all' },
  { path: () => '/index/nepokretnosti/unos', who: 'all' },
  { path: (ids) => `/index/nepokretnosti/info/${ids.nepokretnost}`, who: 'all' },
  { path: (ids) => `/index/nepokretnosti/slike/${ids.nepokretnost}`, who: 'all' },
  { path: (ids) => `/index/nepokretnosti/dokumenti/${ids.nepokretnost}`, who: 'all' },
  { path: () => '/index/nepokretnosti/import', who: 'A' },
  { path: () => '/index/procene/list', who: 'all' },
  { path: () => '/index/procene/unos', who: 'all' },
  { path: (ids) => `/index/procene/info/${ids.procena}`, who: 'all' },
  { path: (ids) => `/index/procene/dokumenti/${ids.procena}`, who: 'all' },
  { path: (ids) => `/index/procene/predmeti/${ids.procena}`, who: 'all' },
  { path: (ids) => `/index/procene/slike/${ids.procena}/${ids.predmet}`, who: 'all' },
  { path: (ids) => `/index/procene/radni_nalog/${ids.procena}`, who: 'all' },
  { path: () => '/index/poslovi/list', who: 'ADO' },
  { path: () => '/index/poslovi/unos', who: 'ADO' },
  { path: (ids) => `/index/poslovi/info/${ids.posao}`, who: 'ADO' },
  { path: (ids) => `/index/poslovi/dokumenti/${ids.posao}`, who: 'all' },
  { path: (ids) => `/index/poslovi/${ids.posao}/zadaci/unos`, who: 'ADO' },
  { path: (ids) => `/index/poslovi/${ids.posao}/zadaci/unos?zadatak=${ids.zadatak}`, who: 'ADO' },
];

/**
 * Words of the interface that belong to one language only: a screen in the other language showing one of them shows
 * untranslated text. Chosen so that the demo firm's data (names, addresses, news) never holds them.
 */
const ENGLISH_ONLY =
  /\b(Save|Cancel|Delete|Loading|Search|Settings|Home|Clients|Properties|Valuations|Workers|Equipment|Sign out|Log out|Close|Open calendar|Previous month|Next month|Error|Unsaved|Nothing found|Confirm|Documents|Images|Download|Upload|Previous|Next|Page|Filter|Reset|Required|Undo|Critical path|Fit to view|Assignments|invalid|the|and|of|is|are|you|your|cannot|please)\b/;
const SERBIAN_ONLY =
  /(?<![\p{L}])(Sačuvaj|Otkaži|Obriši|Pretraga|Učitavanje|Podešavanja|Početna|Klijenti|Nepokretnosti|Procene|Radnici|Oprema|Odjavi se|Zatvori|Greška|Nema podataka|Dodaj|Izmeni|Nazad|Dokumenti|Slike|Preuzmi|Naziv|Datum|Strana|Potvrdite|Pronađeno|Učitano|Izaberite|Unesite|Obavezno|Poništi|Kritični put|Prilagodi prikazu|Zaduženja|Gantov dijagram)(?![\p{L}])/u;

async function signInToken(request: APIRequestContext, who: Who) {
  const response = await request.post('/api/radnici/authenticate', {
    data: { username: DEMO[who].username, password: DEMO[who].password },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { radnik: number; role: string; access_token: string };
}

async function demoIds(request: APIRequestContext, self: number): Promise<Ids> {
  const admin = await signInToken(request, 'admin');
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers: { authorization: `Bearer ${admin.access_token}` } });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const radnici = await get<Array<{ id: number }>>('/api/radnici?activeOnly=true');
  const masine = await get<{ itemList: Array<{ Id: number }> }>('/api/masine/get');
  const klijenti = await get<{ itemList: Array<{ id: number }> }>('/api/klijenti?limit=1');
  const nepokretnosti = await get<{ itemList: Array<{ id: number }> }>('/api/nepokretnosti');
  const procene = await get<{ itemList: Array<{ id: number }> }>('/api/procene?limit=1');
  const procena = procene.itemList[0]!.id;
  const predmeti = await get<{ itemList?: Array<{ id: number }>; data?: Array<{ id: number }> }>(
    `/api/nepokretnosti/predmeti/get/${procena}`,
  );
  const poslovi = await get<{ itemList: Array<{ Id: number; BrojZadataka: number }> }>(
    '/api/poslovi/filter/?prvi=2020-01-01&drugi=2029-12-31',
  );
  const posao = poslovi.itemList.find((item) => item.BrojZadataka > 0)!.Id;
  const zadaci = await get<{ itemList: Array<{ Id: number }> }>(`/api/zadaci/get/posao/${posao}`);
  const list = (value: unknown) => (Array.isArray(value) ? value : ((value as { itemList: unknown[] }).itemList ?? []));
  const other = (list(radnici) as Array<{ id: number }>).find((radnik) => radnik.id !== self)!;
  return {
    self,
    radnik: other.id,
    masina: masine.itemList[0]!.Id,
    klijent: klijenti.itemList[0]!.id,
    nepokretnost: nepokretnosti.itemList[0]!.id,
    procena,
    predmet: (predmeti.itemList ?? predmeti.data ?? [])[0]!.id,
    posao,
    zadatak: zadaci.itemList[0]!.Id,
  };
}

/**
 * What a reader sees and hears: the text, and the labels, titles and placeholders of the elements; text marked as
 * another language (`lang`, such as the import file's Serbian column names) is that language's on purpose.
 */
async function visibleWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const ownLanguage = (node: Element | null) => !node?.closest('body [lang]');
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !ownLanguage(parent) || parent.closest('script, style')) continue;
      if (parent.checkVisibility && !parent.checkVisibility()) continue;
      texts.push(node.textContent ?? '');
    }
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder]')]
      .filter(ownLanguage)
      .flatMap((node) => ['aria-label', 'title', 'placeholder'].map((name) => node.getAttribute(name) ?? ''));
    return [...texts, ...attributes].join('\n');
  });
}

/** The elements wider than the phone, named, when the page scrolls sideways. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((node) => node.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((node) => `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 120));
    return `${document.documentElement.scrollWidth}px > ${width}px: ${wide.join(' | ')}`;
  });
}

for (const who of Object.keys(DEMO) as Who[]) {
  for (const language of ['sr', 'en_US'] as Language[]) {
    test(`every screen a ${who} may open fits a phone and speaks ${language} only`, async ({ browser, request }) => {
      // Every screen of the role at phone width: 3.2–3.5 min on the full run of stop 40's machine, too near 4 min.
      test.setTimeout(420_000);
      const login = await signInToken(request, who);
      const ids = await demoIds(request, login.radnik);
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const session = JSON.stringify({ id: login.radnik, roles: [login.role], token: login.access_token });
      await context.addInitScript(
        ([value, lang]) => {
          localStorage.setItem('rp.session', value!);
          localStorage.setItem('rp.language', lang!);
        },
        [session, language],
      );
      const page = await context.newPage();
      const problems: string[] = [];
      const wrongWords = language === 'sr' ? ENGLISH_ONLY : SERBIAN_ONLY;
      for (const screen of SCREENS.filter((entry) => entry.who === 'all' || entry.who.includes(ROLE_LETTER[who]))) {
        const path = screen.path(ids);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('[data-slot="skeleton"], [data-slot="spinner"]'), path).toHaveCount(0, {
          timeout: 20_000,
        });
        expect(new URL(page.url()).pathname, `${path} opened`).toBe(path.split('?')[0]);
        const wide = await overflow(page);
        if (wide) problems.push(`${path}: wider than the phone, ${wide}`);
        const words = await visibleWords(page);
        const wrong = wrongWords.exec(words);
        if (wrong)
          problems.push(
            `${path}: '${wrong[0]}' on a ${language} screen, in '${words.slice(Math.max(0, wrong.index - 40), wrong.index + 40)}'`,
          );
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
}
