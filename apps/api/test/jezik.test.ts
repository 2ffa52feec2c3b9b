import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRZAVNI_PRAZNICI_PATHS,
  JEZIK_HEADER,
  RADNICI_PATHS,
  SESSION_PATHS,
  ZOD_DEFAULT_PHRASES,
  type ApiError,
} from '@rp/contract';
import { buildTestApp, loginAs, type TestApp } from './helper.ts';

/**
 * The caller's language (issue 12 item 6): the signed-in worker's setting, else `Accept-Language`, else Serbian; a
 * refused input names its fields (clientEntryErrors) in that language, and no zod default text reaches an answer.
 */

let t: TestApp;
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  admin = await loginAs(app, 'admin');
});
afterAll(async () => {
  await t.close();
});

const SERBIAN = /[čćžšđČĆŽŠĐ]|\b(je|nije|sa|se|ili|mora|može|sme|ne|već|postoji|polje|vrednost|tekst|znakova)\b/iu;
const ENGLISH = /\b(the|is|are|must|cannot|field|value|characters|invalid|required|not|with|does)\b/iu;

function login(password: string, language?: string) {
  return app.inject({
    method: 'POST',
    url: SESSION_PATHS.authenticate,
    headers: language ? { 'accept-language': language } : {},
    payload: { username: 'admin', password },
  });
}

function saveHoliday(token: string, body: unknown, language?: string, screen?: string) {
  return app.inject({
    method: 'POST',
    url: DRZAVNI_PRAZNICI_PATHS.save,
    headers: {
      authorization: `Bearer ${token}`,
      ...(language && { 'accept-language': language }),
      ...(screen && { [JEZIK_HEADER]: screen }),
    },
    payload: body as Record<string, unknown>,
  });
}

describe('the caller’s language', () => {
  it('answers a failed sign-in in Serbian by default and in English for Accept-Language: en', async () => {
    expect((await login('wrong')).json<ApiError>().Message).toBe('Pogrešno korisničko ime ili lozinka.');
    expect((await login('wrong', 'sr-Latn-RS,sr;q=0.9')).json<ApiError>().Message).toBe(
      'Pogrešno korisničko ime ili lozinka.',
    );
    expect((await login('wrong', 'en-US,en;q=0.9')).json<ApiError>().Message).toBe('Wrong username or password.');
    // The most preferred language we speak wins; one we do not speak is skipped.
    expect((await login('wrong', 'de-DE, en;q=0.5, sr;q=0.8')).json<ApiError>().Message).toBe(
      'Pogrešno korisničko ime ili lozinka.',
    );
    expect((await login('wrong', 'de-DE, en;q=0.5')).json<ApiError>().Message).toBe('Wrong username or password.');
  });

  it('answers anonymous and not-found failures in the request’s language', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/radnici', headers: { 'accept-language': 'en' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<ApiError>().Message).toBe(
      'You are not signed in or your session has expired. Sign in again.',
    );
    const missing = await app.inject({
      method: 'GET',
      url: '/api/nema-takve-putanje',
      headers: { 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError>().Message).toBe('No such path: GET /api/nema-takve-putanje');
  });

  it('translates a record that does not exist, naming its id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/radnici/99999',
      headers: { authorization: `Bearer ${admin}`, [JEZIK_HEADER]: 'en_US' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().Message).toBe('The worker with id 99999 does not exist.');
  });

  it('refuses a worker without the role in the screen’s language (403)', async () => {
    const user = await loginAs(app, 'user');
    const response = await app.inject({
      method: 'POST',
      url: DRZAVNI_PRAZNICI_PATHS.save,
      headers: { authorization: `Bearer ${user}`, [JEZIK_HEADER]: 'en_US' },
      payload: { Datum: '2031-03-03', Naziv: 'Praznik' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().Message).toBe('You have no access rights for this action');
  });

  it('follows the signed-in worker’s language setting before Accept-Language', async () => {
    const demo = await loginAs(app, 'demo');
    const setLanguage = (jezik: string) =>
      app.inject({
        method: 'PUT',
        url: RADNICI_PATHS.jezik,
        headers: { authorization: `Bearer ${demo}` },
        payload: { jezik },
      });
    const missingWorker = (headers: Record<string, string>) =>
      app.inject({
        method: 'GET',
        url: '/api/radnici/99999',
        headers: { authorization: `Bearer ${demo}`, ...headers },
      });
    expect((await setLanguage('en_US')).statusCode).toBe(200);
    const english = await missingWorker({ 'accept-language': 'sr' });
    expect(english.statusCode).toBe(404);
    expect(english.json<ApiError>().Message).toBe('The worker with id 99999 does not exist.');
    expect((await setLanguage('sr')).statusCode).toBe(200);
    const serbian = await missingWorker({ 'accept-language': 'en' });
    expect(serbian.json<ApiError>().Message).toBe('Radnik sa id-em 99999 ne postoji.');
    // The language the portal's screen shows wins over both.
    const screen = await missingWorker({ 'accept-language': 'sr', [JEZIK_HEADER]: 'en_US' });
    expect(screen.json<ApiError>().Message).toBe('The worker with id 99999 does not exist.');
  });
});

describe('field errors (clientEntryErrors)', () => {
  it('says a success (the toast of a write) in the screen’s language too', async () => {
    const serbian = await saveHoliday(admin, { Datum: '2031-05-06', Naziv: 'Dan opštine' });
    expect(serbian.statusCode).toBe(200);
    expect(serbian.json<ApiError>()).toMatchObject({ Type: 1, Message: 'Državni praznik Dan opštine je sačuvan.' });
    const english = await saveHoliday(admin, { Datum: '2031-05-07', Naziv: 'Dan grada' }, undefined, 'en_US');
    expect(english.statusCode).toBe(200);
    expect(english.json<ApiError>()).toMatchObject({ Type: 1, Message: 'The state holiday Dan grada was saved.' });
  });

  it('names each refused field with a human message in Serbian', async () => {
    const response = await saveHoliday(admin, { Datum: '2031-13-01', Naziv: 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiError>();
    expect(body.ErrorCode).toBe(400);
    expect(body.clientEntryErrors).toEqual(
      expect.arrayContaining([
        { name: 'Naziv', error: 'Tekst može imati najviše 200 znakova.' },
        { name: 'Datum', error: 'Nepostojeći datum.' },
      ]),
    );
    expect(body.Message).toContain('Tekst može imati najviše 200 znakova.');
    expect(body.Message).not.toMatch(/Naziv|Datum/);
  });

  it('names them in English on an English screen', async () => {
    const response = await saveHoliday(admin, { Datum: '2031-03-03', Naziv: 'x'.repeat(201) }, undefined, 'en_US');
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiError>();
    expect(body.clientEntryErrors).toEqual([{ name: 'Naziv', error: 'At most 200 characters.' }]);
    expect(body.Message).toBe('Incorrect entry (data): At most 200 characters.');
  });

  it('names a missing field and a nested one by its path', async () => {
    const missing = await saveHoliday(admin, { Datum: '2031-03-03' }, undefined, 'en_US');
    expect(missing.json<ApiError>().clientEntryErrors).toEqual([{ name: 'Naziv', error: 'This field is required.' }]);
  });
});

type OpenApi = { paths: Record<string, Record<string, { requestBody?: unknown }>> };

/** Bad bodies every endpoint with a body is sent: wrong kinds, missing fields, over-long and unknown values. */
const BAD_BODIES: unknown[] = [
  {},
  [],
  { Id: 'x', id: 'x', Naziv: 7, naziv: 7, Ime: 7, ime: 7, Datum: 'juče', verzija: -1 },
  {
    Naziv: 'x'.repeat(5000),
    naziv: 'x'.repeat(5000),
    Ime: 'x'.repeat(5000),
    ime: 'x'.repeat(5000),
    prezime: 'x'.repeat(5000),
    napomena: 'x'.repeat(50_000),
    Id: 1e12,
    id: 1e12,
  },
  'tekst',
  42,
];

describe('no zod default text and no mixed language in any answer', () => {
  it('answers bad bodies of every operation in the caller’s language', async () => {
    const doc = app.swagger() as unknown as OpenApi;
    const failures: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (path.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.requestBody) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        for (const body of BAD_BODIES) {
          for (const language of ['sr', 'en'] as const) {
            const response = await app.inject({
              method: method.toUpperCase() as 'POST',
              url,
              headers: {
                authorization: `Bearer ${admin}`,
                [JEZIK_HEADER]: language,
                'content-type': 'application/json',
              },
              payload: JSON.stringify(body),
            });
            if (response.statusCode < 400) continue;
            const answer = response.json<ApiError>();
            const texts = [answer.Message, ...(answer.clientEntryErrors ?? []).map((entry) => entry.error)];
            checked += 1;
            for (const text of texts) {
              const where = `${method.toUpperCase()} ${path} ${language} ${JSON.stringify(body).slice(0, 40)}: ${text}`;
              if (ZOD_DEFAULT_PHRASES.some((phrase) => text.includes(phrase))) failures.push(`zod default: ${where}`);
              // Values the request named (field names, a path) may appear; the words around them may not mix.
              const words = text.replace(/„[^“]*“|\/api\/\S*/g, '');
              if (language === 'en' && SERBIAN.test(words)) failures.push(`Serbian in English: ${where}`);
              if (language === 'sr' && ENGLISH.test(words)) failures.push(`English in Serbian: ${where}`);
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);
});
