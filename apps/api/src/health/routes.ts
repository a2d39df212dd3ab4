// /v1/health (the process answers) and /v1/health/ready (it can serve: the database and,
// with REDIS_URL, Redis answer). For load balancers and orchestrators: no auth, no body
// read, and neither route touches a user's data.
import type { Deps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import type { RouteTable } from '../http/route-table.ts';

/** How long a dependency gets to answer a readiness check before it counts as unreachable. */
export const READINESS_TIMEOUT_MS = 2000;

export type DependencyState = 'ok' | 'unreachable' | 'not used';

export interface Readiness {
  database: DependencyState;
  redis: DependencyState;
}

function withinTimeout(check: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
  });
  return Promise.race([check, timeout]).then(
    () => clearTimeout(timer),
    (error: unknown) => {
      clearTimeout(timer);
      throw error;
    },
  );
}

/** Asks the database and Redis (when the rate limits live there) at once; a failure is logged with its cause. */
export async function checkReadiness(deps: Pick<Deps, 'db' | 'rateLimits' | 'logger'>): Promise<Readiness> {
  const probe = async (name: string, check: () => Promise<unknown>): Promise<DependencyState> => {
    try {
      await withinTimeout(check());
      return 'ok';
    } catch (error) {
      deps.logger.warn({ err: error, dependency: name }, `readiness: ${name} is not reachable`);
      return 'unreachable';
    }
  };
  const { ping } = deps.rateLimits;
  const [database, redis] = await Promise.all([
    probe('database', () => deps.db.raw('select 1')),
    ping ? probe('redis', () => ping.call(deps.rateLimits)) : Promise.resolve<DependencyState>('not used'),
  ]);
  return { database, redis };
}

export function mountHealthRoutes(v1: RouteTable, deps: Deps): void {
  v1.add('get', '/health', (ctx) => ok(ctx, { status: 'ok' }));
  v1.add('get', '/health/ready', async (ctx) => {
    const readiness = await checkReadiness(deps);
    const down = (Object.keys(readiness) as (keyof Readiness)[]).filter((name) => readiness[name] === 'unreachable');
    if (down.length > 0) {
      const names = down.map((name) => (name === 'database' ? 'the database' : 'Redis')).join(' and ');
      throw new ApiError(503, 'NOT_READY', `Not ready: ${names} ${down.length > 1 ? 'are' : 'is'} not reachable.`, readiness);
    }
    ctx.set('Cache-Control', 'no-store');
    ok(ctx, { status: 'ready', ...readiness });
  });
}
