import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

// Protection is decided by the matched route: every operation of the OpenAPI description, asked anonymously under
// every spelling a router may normalise, answers 401 or 404 (or, with a portal, the portal's page), never data.

interface Operation {
  method: string;
  path: string;
}

const PORTAL_PAGE = '<!doctype html><title>RP portal</title>';

const portalDir = mkdtempSync(join(tmpdir(), 'rp-portal-'));
writeFileSync(join(portalDir, 'index.html'), PORTAL_PAGE);

let t: TestApp;
let port: number;
let operations: Operation[];

beforeAll(async () => {
  t = await buildTestApp({ portalDir });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
  const description = t.app.swagger() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  operations = Object.entries(description.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') })),
  );
});

afterAll(async () => {
  await t.close();
  rmSync(portalDir, { recursive: true, force: true });
});

/** Sends the path exactly as written: no client-side normalisation of dots, slashes or escapes. */
function rawRequest(method: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = method === 'GET' || method === 'HEAD' ? undefined : '{}';
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const encodeChar = (char: string, upper = true) => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? hex.toUpperCase() : hex}`;
};

/** Spellings of one path that a router or a proxy may take for it. */
function spellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const variants = new Set<string>([
    path,
    path.toUpperCase(),
    `${path}/`,
    `${path}.`,
    `${path}/.`,
    `${path}%2F`,
    `${path}%2f`,
    `/${path}`,
    path.replace('/api/', '/api//'),
    path.replaceAll('/', '//'),
    path.replace('/api/', '/api/./'),
    path.replace('/api/', '/api/%2e/'),
    path.replace('/api/', '/api/x/../'),
    path.replace('/api/', '/api/x/%2e%2e/'),
    `/x/..${path}`,
    path.replace('/api/', '/api;x/'),
    path.replace(/^\/api/, '/%61pi'),
    path.replace(/^\/api/, '/%61%70%69'),
    path.replace(/^\/api/, '/%41PI'),
    path.replace(/^\/api\//, '/api%2F'),
    path.replace(/^\/api\//, '/api%2f'),
    path.replaceAll('/', '%2F').replace(/^%2F/, '/'),
    join(segments.map((segment) => segment.replace(/[a-z]/i, (char) => encodeChar(char, false)))),
    join(segments.map((segment) => [...segment].map((char) => encodeChar(char)).join(''))),
    join(segments.map((segment, index) => (index % 2 ? segment.toUpperCase() : segment))),
    `${path.replace(/^\/api/, '/%61pi')}/`,
  ]);
  return [...variants];
}

describe('protection by the matched route', () => {
  it('covers every operation of the OpenAPI description', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('answers 401 or 404 to an anonymous call of every protected operation under every spelling', async () => {
    const leaks: string[] = [];
    let sent = 0;
    for (const { method, path } of operations) {
      if (path === '/api/radnici/authenticate' || path === '/api/config') continue;
      for (const spelling of spellings(path)) {
        const { status, body } = await rawRequest(method, spelling);
        sent++;
        const isRefusal = status === 401 || status === 404;
        const isPortalPage = method === 'GET' && status === 200 && body === PORTAL_PAGE;
        const isHead = method === 'HEAD' && (status === 401 || status === 404 || status === 200) && body === '';
        if (!isRefusal && !isPortalPage && !isHead)
          leaks.push(`${method} ${spelling} → ${status} ${body.slice(0, 60)}`);
        if (status === 404 && body.startsWith('{')) expect(JSON.parse(body)).toMatchObject({ ErrorCode: 404 });
      }
    }
    expect(leaks).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  });

  it('answers an encoded spelling of an API path in the error model with the API marker', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/%61pi/radnici/resetpassword', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ ErrorCode: 401, Type: 401 });
    expect(response.headers['x-rp-api']).toBe('1');
  });

  it('refuses the anonymous Admin takeover through an encoded path', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/%61pi/radnici/resetpassword',
      payload: { userName: 'admin', newPassword: 'taken-over-123', confirmPassword: 'taken-over-123' },
    });
    expect(response.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/radnici/authenticate',
      payload: { username: 'admin', password: 'taken-over-123' },
    });
    expect(signIn.statusCode).toBe(400);
  });

  it('keeps the public operations and the API description open', async () => {
    expect((await rawRequest('GET', '/%61pi/config')).status).toBe(200);
    expect((await rawRequest('GET', '/api/docs/json')).status).toBe(200);
  });
});
