// Which apps have a billing runtime (runtime.ts makes one on first use): the server stops its
// timers on shutdown from here, without loading billing (and the Creem SDK) when none was made.
import type { Deps } from '../deps.ts';
import type { BillingRuntime } from './runtime.ts';

export const billingRuntimes = new WeakMap<Deps, BillingRuntime>();

/** Stops an app's billing timers, if its runtime was ever made. */
export function stopBilling(deps: Deps): void {
  billingRuntimes.get(deps)?.stop();
}
