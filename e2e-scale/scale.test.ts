// Two servers of RP on one PostgreSQL database and one S3-compatible store (s3rver) behind Debian's haproxy (round
// robin), as processes: `npm test -- scale` (PostgreSQL at SCALE_PG_URL, default postgres://postgres@127.0.0.1:5432/test).
import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type LocalS3Server } from '../scripts/s3-server.mjs';
import {
  ROOT,
  createDatabase,
  freePort,
  startInstance,
  startProxy,
  stopInstance,
  waitForServers,
  waitReady,
  type Instance,
  type Proxy,
} from './cluster.ts';

const PG_URL = process.env.SCALE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PDF = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`);

let dir: string;
let s3: LocalS3Server;
let database: { url: string; drop(): Promise<void> };
let env: Record<string, string>;
let ports: { a: number; b: number };
const instances: Record<string, Instance> = {};
let proxy: Proxy;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rp-scale-'));
  s3 = await startS3Server({ dir: join(dir, 's3') });
  database = await createDatabase(PG_URL, 'scale');
  env = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    DEMO: '1',
    // The demo firm's news feeds point at a closed local port: nothing is fetched from outside.
    DEMO_RSS_URL: 'http://127.0.0.1:9/feed',
    JOBS_TICK_SECONDS: '1',
    SHUTDOWN_TIMEOUT_SECONDS: '20',
    ...s3.env,
  };
  ports = { a: await freePort(), b: await freePort() };
  // Both at the same moment on the empty database: one migrates and seeds, the other waits and finds it done.
  instances.a = startInstance({ name: 'a', port: ports.a, env });
  instances.b = startInstance({ name: 'b', port: ports.b, env });
  await Promise.all([waitReady(instances.a), waitReady(instances.b)]);
  proxy = await startProxy([
    { name: 'a', port: ports.a },
    { name: 'b', port: ports.b },
  ]);
  await waitForServers(proxy, ['a', 'b']);
}, 300_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(Object.values(instances).map((instance) => stopInstance(instance, 'SIGKILL')));
  await s3?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function login(base: string, username: string, password = username) {
  const response = await fetch(`${base}/api/radnici/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response;
}

async function token(base: string, username: string): Promise<string> {
  const response = await login(base, username);
  expect(response.status, `${username} signs in`).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

function uploadBody(name: string, data: Buffer) {
  const boundary = `----rp${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="UploadedImage"; filename="${name}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(base: string, bearer: string, name: string, data: Buffer) {
  const { body, contentType } = uploadBody(name, data);
  return fetch(`${base}/api/masine/1/fajlovi`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType },
    body,
  });
}

async function documents(base: string, bearer: string): Promise<{ id: number; name: string }[]> {
  const response = await fetch(`${base}/api/masine/1/fajlovi`, { headers: { authorization: `Bearer ${bearer}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { itemList: { id: number; name: string }[] }).itemList;
}

async function download(base: string, bearer: string, id: number) {
  const response = await fetch(`${base}/api/masine/fajlovi/${id}`, { headers: { authorization: `Bearer ${bearer}` } });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()), by: response.headers };
}

/**
 * An upload sent slowly to one instance: the head and half the file, then (after `whilePending` ran) the rest. Answers
 * the status, or 'failed' when the connection broke before an answer.
 */
function slowUpload(port: number, bearer: string, name: string, data: Buffer, whilePending: () => Promise<void>) {
  const { body, contentType } = uploadBody(name, data);
  return new Promise<number | 'failed'>((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/masine/1/fajlovi',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType, 'content-length': body.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve('failed'));
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half), () => {
      // The server has the request in hand (its head and half the body) when whilePending runs.
      setTimeout(() => {
        void whilePending().then(() => {
          if (!req.destroyed) req.end(body.subarray(half));
        });
      }, 300);
    });
  });
}

describe('two instances behind haproxy on one PostgreSQL and one object store', () => {
  it('the migrations ran once though both instances started on the empty database at the same moment', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const migrations = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    const admins = await client.query<{ n: number }>("select count(*)::int as n from radnici where username = 'admin'");
    await client.end();
    const journal = JSON.parse(readFileSync(join(ROOT, 'apps/api/drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(migrations.rows[0]!.n).toBe(journal.entries.length);
    // The demo firm was seeded once, not twice.
    expect(admins.rows[0]!.n).toBe(1);
  });

  it('a session signed in through one instance continues on the other', async () => {
    const signIn = await login(proxy.url, 'demo');
    expect(signIn.status).toBe(200);
    const bearer = ((await signIn.json()) as { access_token: string }).access_token;
    const servedBy = new Set<string>();
    for (let n = 0; n < 6; n++) {
      const response = await fetch(`${proxy.url}/api/radnici`, { headers: { authorization: `Bearer ${bearer}` } });
      expect(response.status).toBe(200);
      // The proxy's request id reaches the server and comes back.
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9A-F]{8}-/);
      servedBy.add(response.headers.get('x-served-by')!);
    }
    expect([...servedBy].sort()).toEqual(['a', 'b']);
  });

  it('a document uploaded through one instance downloads through the other, byte for byte', async () => {
    const admin = await token(instances.a!.url, 'admin');
    const data = PDF(`uploaded to a ${randomBytes(4).toString('hex')}`);
    const uploaded = await upload(instances.a!.url, admin, 'kroz-a.pdf', data);
    expect(uploaded.status).toBe(200);
    const stored = (await documents(instances.b!.url, admin)).find((fajl) => fajl.name === 'kroz-a.pdf');
    expect(stored).toBeDefined();
    const fromB = await download(instances.b!.url, admin, stored!.id);
    expect(fromB.status).toBe(200);
    expect(fromB.body.equals(data)).toBe(true);
    // And through the proxy, whichever instance answers.
    for (let n = 0; n < 2; n++) expect((await download(proxy.url, admin, stored!.id)).body.equals(data)).toBe(true);
  });

  it('the login throttle counts the failures made on both instances', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) {
      const base = n % 2 === 0 ? instances.a!.url : instances.b!.url;
      statuses.push((await login(base, 'ops', `wrong-${n}`)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // The sixth attempt, even with the right password, is refused by either instance.
    const refusedA = await login(instances.a!.url, 'ops');
    const refusedB = await login(instances.b!.url, 'ops');
    expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
    const body = (await refusedB.json()) as { ErrorCode: number; RequestId: string };
    expect(body.ErrorCode).toBe(429);
    expect(body.RequestId).toBe(refusedB.headers.get('x-request-id'));
  });

  it('the working day refuses a second sign-in raced across both instances', async () => {
    const signedIn = await login(proxy.url, 'user');
    const { access_token: bearer, radnik } = (await signedIn.json()) as { access_token: string; radnik: number };
    const signIn = (base: string) =>
      fetch(`${base}/api/Evidencija/Prijava/${radnik}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}` },
      }).then((response) => response.status);
    const statuses = await Promise.all([signIn(instances.a!.url), signIn(instances.b!.url)]);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('one instance killed mid-request leaves the other serving, and nothing acknowledged is lost', async () => {
    const admin = await token(proxy.url, 'admin');
    const acknowledged: { name: string; data: Buffer }[] = [];
    for (let n = 0; n < 4; n++) {
      const data = PDF(`before ${n} ${randomBytes(4).toString('hex')}`);
      const response = await upload(proxy.url, admin, `pre-${n}.pdf`, data);
      expect(response.status).toBe(200);
      acknowledged.push({ name: `pre-${n}.pdf`, data });
    }
    // b is killed (SIGKILL: no goodbye) while it reads an upload.
    const killed = PDF(`killed ${randomBytes(4).toString('hex')}`);
    const outcome = await slowUpload(
      ports.b,
      admin,
      'killed.pdf',
      Buffer.concat([killed, randomBytes(256 * 1024)]),
      async () => {
        await stopInstance(instances.b!, 'SIGKILL');
      },
    );
    expect(outcome).toBe('failed');
    // The proxy goes on answering every request (a request sent to the dead b is retried on a).
    for (let n = 0; n < 6; n++) {
      const data = PDF(`after ${n} ${randomBytes(4).toString('hex')}`);
      const response = await upload(proxy.url, admin, `post-${n}.pdf`, data);
      expect(response.status, `upload ${n} after b was killed`).toBe(200);
      expect(response.headers.get('x-served-by')).toBe('a');
      acknowledged.push({ name: `post-${n}.pdf`, data });
    }
    const list = await documents(proxy.url, admin);
    for (const { name, data } of acknowledged) {
      const stored = list.find((fajl) => fajl.name === name);
      expect(stored, name).toBeDefined();
      expect((await download(proxy.url, admin, stored!.id)).body.equals(data), name).toBe(true);
    }
    // The upload that was never answered was never acknowledged: it left no document.
    expect(list.some((fajl) => fajl.name === 'killed.pdf')).toBe(false);
  });

  it('a restarted instance rejoins (its migrations find nothing to do); SIGTERM lets a request in flight finish', async () => {
    instances.b = startInstance({ name: 'b', port: ports.b, env });
    await waitReady(instances.b);
    await waitForServers(proxy, ['a', 'b']);
    const admin = await token(proxy.url, 'admin');
    const data = PDF(`in flight at SIGTERM ${randomBytes(4).toString('hex')}`);
    let stopped: Promise<{ code: number | null }> | undefined;
    const status = await slowUpload(ports.a, admin, 'graceful.pdf', data, async () => {
      stopped = stopInstance(instances.a!, 'SIGTERM');
      // The instance stops taking new connections at once, but finishes the request it is reading.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(status).toBe(200);
    expect((await stopped!).code).toBe(0);
    await waitForServers(proxy, ['b']);
    const stored = (await documents(proxy.url, admin)).find((fajl) => fajl.name === 'graceful.pdf');
    expect(stored).toBeDefined();
    expect((await download(proxy.url, admin, stored!.id)).body.equals(data)).toBe(true);
  });
});
