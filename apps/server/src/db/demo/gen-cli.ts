import { loadConfig } from '../../config';
import { openDatabase } from '../connection';
import { migrateToLatest } from '../migrate';
import { bootstrapSeed } from '../seed/bootstrap';
import { generateStudents, seedDemoData } from './demo-data';
import { seedSchoolDemo } from './demo-school';

/** `npm run gen -- --students N`: demo data at any scale, for benchmarks. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--students');
  const students = at >= 0 ? Number(args[at + 1]) : 10_000;
  if (!Number.isInteger(students) || students < 0) throw new Error('usage: npm run gen -- --students N');
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  await bootstrapSeed(database.db, config, console.log);
  await seedDemoData(database.db, 0);
  const existing = await database.db
    .selectFrom('sys_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account', 'like', 'stu%')
    .executeTakeFirst();
  const start = Date.now();
  await generateStudents(database.db, students, Number(existing?.n ?? 0) + 1);
  // The new student accounts get profiles and classes, so the school screens list them.
  await seedSchoolDemo(database.db);
  console.log(
    `generated ${students} students in ${((Date.now() - start) / 1000).toFixed(1)} s (${config.databaseUrl.replace(/:[^:@/]*@/, ':***@')})`,
  );
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
