import { loadConfig } from './config';
import { prepare } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app } = await prepare(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Meiyu is serving http://localhost:${config.port} (database: ${config.databaseUrl.split(':')[0]})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
