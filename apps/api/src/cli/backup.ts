// npm run backup [-- --out DIR]: a consistent copy of the database and the stored files.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config.ts';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import { acquireDataDirLock } from '../db/lock.ts';
import { readArgs } from './args.ts';

const { options } = readArgs();
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolve(options.out ?? join('backups', `rp-${stamp}`));
mkdirSync(target, { recursive: true });

if (config.databaseUrl) {
  const dump = spawnSync('pg_dump', ['--format=custom', '--file', join(target, 'database.dump'), config.databaseUrl], {
    stdio: 'inherit',
  });
  if (dump.status !== 0) {
    console.error('pg_dump failed (is the PostgreSQL client installed?).');
    process.exit(1);
  }
} else {
  // The embedded database is copied while no server has it open: the lock makes sure of that.
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const pg = await PGlite.create(join(config.dataDir, 'pgdata'), { extensions: PGLITE_EXTENSIONS });
    const archive = await pg.dumpDataDir('gzip');
    writeFileSync(join(target, 'pgdata.tar.gz'), Buffer.from(await archive.arrayBuffer()));
    await pg.close();
  } finally {
    lock.release();
  }
}
const files = join(config.dataDir, 'files');
if (existsSync(files)) cpSync(files, join(target, 'files'), { recursive: true });
writeFileSync(
  join(target, 'backup.json'),
  JSON.stringify({ createdAt: new Date().toISOString(), kind: config.databaseUrl ? 'postgres' : 'pglite' }, null, 2),
);
console.info(`Backup written to ${target}`);
