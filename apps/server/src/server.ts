import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { type Database$, openDatabase } from './db/connection';
import { seedDemoData } from './db/demo/demo-data';
import { migrateToLatest } from './db/migrate';
import { bootstrapSeed } from './db/seed/bootstrap';

export interface Started {
  app: FastifyInstance;
  database: Database$;
}

/** Migrate, seed, build: what `npm start` and the tests both do before serving. */
export async function prepare(config: AppConfig, logger = true): Promise<Started> {
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  await bootstrapSeed(database.db, config, (line) => console.log(line));
  if (config.demoData) await seedDemoData(database.db, config.demoStudents);
  const app = await buildApp({ config, database, logger });
  app.addHook('onClose', async () => database.close());
  return { app, database };
}
