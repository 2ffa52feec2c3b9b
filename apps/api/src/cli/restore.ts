// npm run restore -- DIR: puts a backup made by `npm run backup` back. The server must be stopped.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config.ts';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import { acquireDataDirLock } from '../db/lock.ts';
import { readArgs } from './args.ts';

const { rest } = readArgs();
if (!rest[0]) {
  console.error('Usage: npm run restore -- BACKUP_DIR');
  process.exit(2);
}
const source = resolve(rest[0]);
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

if (config.databaseUrl) {
  const dump = join(source, 'database.dump');
  if (!existsSync(dump)) throw new Error(`${dump} not found`);
  const result = spawnSync('pg_restore', ['--clean', '--if-exists', '--dbname', config.databaseUrl, dump], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(1);
} else {
  const archive = join(source, 'pgdata.tar.gz');
  if (!existsSync(archive)) throw new Error(`${archive} not found`);
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const pgdata = join(config.dataDir, 'pgdata');
    // The current database is kept aside, not deleted, until the restored one has opened.
    const aside = `${pgdata}.before-restore-${stamp}`;
    if (existsSync(pgdata)) renameSync(pgdata, aside);
    const pg = await PGlite.create(pgdata, {
      loadDataDir: new Blob([readFileSync(archive)]),
      extensions: PGLITE_EXTENSIONS,
    });
    await pg.query('select 1');
    await pg.close();
    console.info(`The previous database is kept in ${aside}; delete it when you no longer need it.`);
  } finally {
    lock.release();
  }
}
const files = join(source, 'files');
if (existsSync(files)) {
  const current = join(config.dataDir, 'files');
  if (existsSync(current)) rmSync(current, { recursive: true, force: true });
  cpSync(files, current, { recursive: true });
}
console.info(`Restored from ${source}`);
