import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { DEMO_LOGINS } from '@rp/contract';

const startedAt = performance.now();
const config = loadConfig();
const app = await buildApp({ config }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

let isClosing = false;
/**
 * Stops gracefully: /readyz answers 503 at once (the load balancer stops sending), then after SHUTDOWN_DRAIN_SECONDS
 * the server stops taking connections and waits for the requests in flight (idle keep-alive connections are closed,
 * a new request on a busy one is answered 503), up to SHUTDOWN_TIMEOUT_SECONDS before it exits anyway.
 */
async function shutdown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.instance.isStopping = true;
  app.log.info({ signal }, 'closing');
  const timer = setTimeout(() => {
    app.log.error('requests still in flight at SHUTDOWN_TIMEOUT_SECONDS: exiting anyway');
    process.exit(1);
  }, config.shutdownTimeoutSeconds * 1000);
  timer.unref();
  if (config.shutdownDrainSeconds > 0)
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
  await app.close();
  app.log.info('closed');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  await app.close();
  process.exit(1);
}

const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  RP is running at ${url}  (ready in ${Math.round(performance.now() - startedAt)} ms)`,
  `  database: ${app.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  `  API docs: ${url}/api/docs`,
];
if (!config.portalDir) lines.push('  (the portal is not built: run `npm run build`, or `npm run dev` for development)');
if (config.demo) {
  lines.push('  demo mode, sign in as:');
  for (const login of DEMO_LOGINS) lines.push(`    ${login.username}/${login.password}  (${login.role})`);
}
console.info(lines.join('\n') + '\n');
