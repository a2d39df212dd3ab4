import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from '../app.ts';
import { purgeExpiredDemoAccounts } from '../auth/service/demo-purge.ts';
import { stopBilling } from '../billing/runtime-registry.ts';
import type { Config } from '../config.ts';
import { connect } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import type { Deps } from '../deps.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { memoryRateLimits, type RateLimitStore } from '../http/rate-limit.ts';
import { createMailer } from '../mail/mailer.ts';
import { PUBLIC_PAGE_DOCUMENT } from '../sharing/public-page-paths.ts';
import { sharedPageRenderer } from '../sharing/shared-page-render.ts';
import { serveWebApp, type RouteDocument } from '../static/serve-web-app.ts';

/** How long in-flight requests get to finish on shutdown before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** Demo accounts live 24 hours; expired ones are purged at start and then every hour. */
export const DEMO_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface RunningServer {
  /** `http://host:port` the server listens on. */
  url: string;
  deps: Deps;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database and Redis. */
  close(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  logger: Logger;
  /** The built web app (apps/web/dist); served outside /v1 when it holds an index.html. */
  webDist: string;
  /** Host to bind; all interfaces by default. */
  host?: string;
}

function listen(server: Server, port: number, host: string | undefined): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Purges expired demo accounts now and every hour; a failure is logged, never fatal. Returns the stopper. */
async function scheduleDemoPurge(deps: Deps): Promise<() => void> {
  const purge = async () => {
    try {
      const purged = await purgeExpiredDemoAccounts(deps);
      if (purged > 0) deps.logger.info({ purged }, 'purged expired demo accounts');
    } catch (error) {
      deps.logger.error({ err: error }, 'purging expired demo accounts failed');
    }
  };
  await purge();
  const timer = setInterval(() => void purge(), DEMO_PURGE_INTERVAL_MS).unref();
  return () => clearInterval(timer);
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    // A kept-alive connection whose request finishes after this would otherwise stay open
    // (and the process up) until its keep-alive timeout: close each one as it goes idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 50).unref();
    server.close(() => {
      clearTimeout(force);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * `/p/{id}` rendered by the web build in `webDist` with the project's social tags; their modules (core, the database
 * queries, the web build's renderer) load on the first such page.
 */
export function publicPageDocuments(deps: Deps, webDist: string): RouteDocument {
  const renderer = sharedPageRenderer(webDist, deps.logger);
  return async (ctx, readIndex) => {
    const projectId = PUBLIC_PAGE_DOCUMENT.exec(ctx.path)?.[1];
    if (projectId === undefined) return undefined;
    const { publicPageDocument } = await import('../sharing/public-page-meta.ts');
    return publicPageDocument(deps, projectId, readIndex, linkOrigin(ctx, deps.config), renderer());
  };
}

/**
 * Opens and migrates the database, connects to Redis (REDIS_URL) for the rate
 * limits, builds the app (API under /v1, the web app around it) and listens.
 * Throws, with the database and Redis closed again, when any step fails; the
 * entry point decides what that means for the process.
 */
export async function startServer({ config, logger, webDist, host }: StartOptions): Promise<RunningServer> {
  const db = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let rateLimits: RateLimitStore | undefined;
  try {
    await migrate(db);
    logger.info({ database: config.databaseUrl ? 'postgresql' : `sqlite in ${config.dataDir}` }, 'database migrated');
    // The Redis client is loaded only when REDIS_URL asks for it: a single instance starts without it.
    rateLimits = config.redisUrl
      ? await (await import('../http/redis-rate-limit.ts')).openRateLimitStore(config, logger)
      : memoryRateLimits({ now: config.now });
    const deps: Deps = { db, config, logger, mailer: createMailer({ db, logger, smtpUrl: config.smtpUrl }), rateLimits };
    const app = createApp(deps);
    app.use(serveWebApp(webDist, publicPageDocuments(deps, webDist)));
    const server = createServer(app.callback());
    const stopDemoPurge = await scheduleDemoPurge(deps);
    const address = await listen(server, config.port, host).catch((error: unknown) => {
      stopDemoPurge();
      throw error;
    });
    const shownHost = address.family === 'IPv6' ? (address.address === '::' ? 'localhost' : `[${address.address}]`) : address.address;
    const url = `http://${shownHost === '0.0.0.0' ? 'localhost' : shownHost}:${address.port}`;
    return {
      url,
      deps,
      close: async () => {
        stopDemoPurge();
        stopBilling(deps);
        await closeServer(server);
        await rateLimits?.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await rateLimits?.close();
    await db.destroy();
    throw error;
  }
}
