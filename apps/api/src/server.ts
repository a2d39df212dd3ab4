// The API's entry point: reads the environment, starts the server, and owns the
// process (exit codes, signals). Everything else is in platform/start-server.ts.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { describeBillingMode, sandboxBillingConfig } from './billing/billing-config.ts';
import { loadConfig, type Config } from './config.ts';
import { startServer, type RunningServer } from './platform/start-server.ts';

// The built web app; WEB_DIST_DIR points elsewhere (tests use it to serve none).
const webDist = process.env.WEB_DIST_DIR
  ? resolve(process.env.WEB_DIST_DIR)
  : fileURLToPath(new URL('../../web/dist/', import.meta.url));

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const logger = pino({ level: config.logLevel });

let running: RunningServer;
try {
  running = await startServer({ config, logger, webDist });
} catch (error) {
  const code = (error as { code?: unknown }).code;
  if (code === 'EADDRINUSE') logger.fatal(`Port ${config.port} is already in use: stop what runs there, or set PORT to another port.`);
  else logger.fatal({ err: error }, 'the server could not start');
  process.exit(1);
}
logger.info(`Kitsmith is running at ${running.url} (API at ${running.url}/v1)`);
const billing = describeBillingMode(config.billing ?? sandboxBillingConfig(), config.publicUrl);
logger[billing.level](billing.message);

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) {
    logger.warn({ signal }, 'second signal: exiting without waiting');
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests, then closing the database');
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
