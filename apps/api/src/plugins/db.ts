import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: AppConfig;
  }
}

/** Opens the database once per app (or takes one given, for tests) and closes it with the app. */
export const dbPlugin = fp<{ database?: Database }>(async (app: FastifyInstance, options) => {
  const database = options.database ?? (await openDatabase(app.config));
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
});
