import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

// Hashed build assets never change under their name, so browsers keep them a year; everything else is revalidated.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = 'console.log("rp");'.repeat(50);

const portalDir = mkdtempSync(join(tmpdir(), 'rp-portal-cache-'));
mkdirSync(join(portalDir, 'assets'));
writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>RP portal</title>');
writeFileSync(join(portalDir, 'sw.js'), 'self.skipWaiting();');
writeFileSync(join(portalDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(portalDir, 'assets', 'index-B4x9Qz1a.js'), SCRIPT);
writeFileSync(join(portalDir, 'assets', 'index-B4x9Qz1a.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(portalDir, 'assets', 'index-B4x9Qz1a.js.gz'), gzipSync(SCRIPT));

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ portalDir });
});

afterAll(async () => {
  await t.close();
  rmSync(portalDir, { recursive: true, force: true });
});

describe('cache-control of the portal files', () => {
  it.each([
    ['identity', undefined],
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])('serves a hashed asset (%s) as immutable for a year', async (acceptEncoding, encoding) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-B4x9Qz1a.js',
      headers: { 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/index.html', '/sw.js', '/', '/radnici/5'])('asks the browser to revalidate %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the icon a day: browsers ask for it again at every navigation inside the portal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a missing asset with 404, not a year-long page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});
