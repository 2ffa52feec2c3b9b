// npm run seed [-- --size large]: the demo firm on an empty database; `large` adds a big staff, 100,000 clients,
// 200,000 properties across Serbia, 100,000 valuations (each with a subject property) and 2,000 jobs with 20,000
// tasks for benchmarks.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { seedLokacije } from '../db/seed/lokacije.ts';
import { LARGE_KLIJENTI, seedLargeKlijenti } from '../db/seed/klijenti.ts';
import { LARGE_NEPOKRETNOSTI, seedLargeNepokretnosti } from '../db/seed/nepokretnosti.ts';
import { LARGE_PROCENE, seedLargeProcene } from '../db/seed/procene.ts';
import { LARGE_POSLOVI, LARGE_ZADACI_PO_POSLU, seedLargePoslovi } from '../db/seed/poslovi.ts';
import { fileStoreOf } from '../plugins/files.ts';
import { radnici } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { readArgs } from './args.ts';

const { options } = readArgs();
const size = options.size ?? 'demo';
if (!['demo', 'large'].includes(size)) {
  console.error('Usage: npm run seed [-- --size large]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  // The places come first, as at a server's start: the demo firm and the large data set name them.
  await seedLokacije(database.db);
  // The same store the server reads its files from, so the demo properties' images open there.
  const files = fileStoreOf(config);
  const seeded = await seedDemo(database.db, { rssUrl: config.demoRssUrl, files });
  console.info(seeded ? 'Demo firm seeded.' : 'The database is not empty; the demo firm was not seeded again.');
  if (size === 'large') {
    // Workers share one unusable hash: nobody signs in as them, and hashing thousands of passwords would dominate.
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const suffix = Date.now().toString(36);
    const rows = Array.from({ length: 2000 }, (_, index) => ({
      ime: `Radnik${index + 1}`,
      prezime: `Test`,
      username: `radnik_${suffix}_${index + 1}`,
      passwordHash,
      permission: (index % 10 === 0 ? 'Operations' : 'User') as 'Operations' | 'User',
    }));
    await database.db.transaction(async (tx) => {
      for (let start = 0; start < rows.length; start += 500)
        await tx.insert(radnici).values(rows.slice(start, start + 500));
    });
    const start = performance.now();
    await seedLargeKlijenti(database.db, LARGE_KLIJENTI);
    const seconds = ((performance.now() - start) / 1000).toFixed(1);
    console.info(`Large data set: ${rows.length} more workers, ${LARGE_KLIJENTI} more clients (${seconds} s).`);
    const propertiesStart = performance.now();
    await seedLargeNepokretnosti(database.db, LARGE_NEPOKRETNOSTI);
    const propertiesSeconds = ((performance.now() - propertiesStart) / 1000).toFixed(1);
    console.info(`Large data set: ${LARGE_NEPOKRETNOSTI} more properties across Serbia (${propertiesSeconds} s).`);
    const proceneStart = performance.now();
    await seedLargeProcene(database.db, LARGE_PROCENE);
    const proceneSeconds = ((performance.now() - proceneStart) / 1000).toFixed(1);
    console.info(`Large data set: ${LARGE_PROCENE} more valuations with their subjects (${proceneSeconds} s).`);
    const posloviStart = performance.now();
    await seedLargePoslovi(database.db);
    const posloviSeconds = ((performance.now() - posloviStart) / 1000).toFixed(1);
    console.info(
      `Large data set: ${LARGE_POSLOVI} more jobs with ${LARGE_POSLOVI * LARGE_ZADACI_PO_POSLU} tasks (${posloviSeconds} s).`,
    );
  }
} finally {
  await database.close();
}
