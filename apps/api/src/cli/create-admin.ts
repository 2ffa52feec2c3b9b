// npm run create-admin -- --username NAME --password SECRET   (or ADMIN_USERNAME / ADMIN_PASSWORD)
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createAdmin } from '../db/seed/accounts.ts';
import { readArgs } from './args.ts';

const { options } = readArgs();
const username = options.username ?? process.env.ADMIN_USERNAME;
const password = options.password ?? process.env.ADMIN_PASSWORD;
if (!username || !password) {
  console.error(
    'Usage: npm run create-admin -- --username NAME --password SECRET (8–128 characters, not a common password, not containing the username)',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  const { id, created } = await createAdmin(database.db, username, password);
  console.info(
    created
      ? `Admin "${username}" created (id ${id}).`
      : `Worker "${username}" (id ${id}) is now an Admin with the new password.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
