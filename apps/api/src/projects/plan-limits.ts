import {
  basicComponentIds,
  basicExportFormatsText,
  componentsBeyond,
  exportAllowanceOf,
  exportFormatNames,
  findPlan,
  formatsBeyond,
  projectLimitFor,
  readableList,
  type ExportAllowance,
  type PlanLimits,
} from '@kitsmith/contract';
import { componentCatalogue, findComponent, type DesignSystem, type ExportFormat, type SubscriptionPlan } from '@kitsmith/core';
import type { Knex } from 'knex';
import { readPlan } from '../billing/entitlement.ts';
import { listUserSubscriptions } from '../billing/queries.ts';
import { effectivePlan } from '../billing/subscription-state.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, forbidden, unauthorized } from '../http/errors.ts';
import { countOwnedProjects, findUserPlan } from './queries.ts';

export const PLAN_LIMIT = 'PLAN_LIMIT';
/** Where a refused user can upgrade (the web app's billing page). */
export const UPGRADE_PATH = '/billing';

/** The plan a person sees by name: the catalogue's (Free, Early Bird, Pro, Enterprise, Lifetime Pass). */
export function planName(plan: SubscriptionPlan): string {
  return findPlan(plan).name;
}

interface HeldPlan {
  plan: SubscriptionPlan;
  isDemo: boolean;
}

/**
 * The plan a user holds at `now`: their billing records decide (a canceled
 * subscription's access ends with its period even before the webhook
 * arrives); without any, the plan stored on the user. `lock` takes the user
 * row (PostgreSQL) so concurrent creates are checked one after the other.
 */
async function planOf(db: Db | Knex.Transaction, userId: string, lock: boolean, now: Date): Promise<HeldPlan> {
  const user = await findUserPlan(db, userId, { lock });
  if (!user) throw unauthorized('Your account no longer exists. Sign in again.');
  const stored = readPlan(user.subscription_plan);
  if (user.is_demo) return { plan: stored, isDemo: true };
  return { plan: effectivePlan(stored, await listUserSubscriptions(db, userId), now), isDemo: false };
}

/**
 * Demo accounts have every feature unlocked (spec section 6). Brand descriptions are the exception,
 * counted by generate/description-allowance.ts on the demo's stored plan: each costs the operator a model call.
 */
const unlimited: PlanLimits = {
  maxProjects: null,
  maxTeamMembers: null,
  allowPrivateProjects: true,
  allowAllComponents: true,
  allowAllExportFormats: true,
  allowAllTemplates: true,
  maxDescriptionsPerDay: null,
};
const limitsOf = (held: HeldPlan): PlanLimits => (held.isDemo ? unlimited : findPlan(held.plan).limits);

/**
 * Refuses a new project past the owner's plan (free 3, early bird 10, pro 25;
 * lifetime, enterprise and demo accounts unlimited) with 403 PLAN_LIMIT. Run
 * it in the transaction that inserts, so concurrent creates cannot overshoot.
 */
export async function assertCanCreateProject(trx: Knex.Transaction, userId: string, now: Date = new Date()): Promise<void> {
  const held = await planOf(trx, userId, true, now);
  const limit = held.isDemo ? null : projectLimitFor(held.plan);
  if (limit === null) return;
  if ((await countOwnedProjects(trx, userId)) < limit) return;
  throw forbidden(`The ${planName(held.plan)} plan allows ${limit} project${limit === 1 ? '' : 's'}. Upgrade to create more.`, PLAN_LIMIT);
}

/**
 * How many team members (members plus pending invitations) one project may
 * have under its owner's plan: free 0, early bird and pro 5, enterprise and
 * lifetime unlimited; demo accounts have no limits. `null` means unlimited.
 */
export async function teamLimitFor(
  db: Db | Knex.Transaction,
  ownerId: string,
  now: Date = new Date(),
): Promise<{ limit: number | null; plan: string }> {
  const held = await planOf(db, ownerId, false, now);
  return { limit: limitsOf(held).maxTeamMembers, plan: planName(held.plan) };
}

/** The catalogue components an export would contain: all, the ones listed, or the design's own (unknown ids are left to the exporter's 422). */
export function exportedComponentIds(system: DesignSystem, selection: readonly string[] | 'all' | undefined): string[] {
  const ids = selection === 'all' ? componentCatalogue.map((component) => component.id) : (selection ?? system.components.map((placed) => placed.componentId));
  return ids.filter((id) => findComponent(id) !== undefined);
}

/** The plans an export from a project goes by: the caller's, and the owner's (the caller's again if the owner is gone). */
async function exporterPlans(db: Db, who: { callerId: string; ownerId: string }, now: Date): Promise<{ caller: HeldPlan; owner: HeldPlan }> {
  const caller = await planOf(db, who.callerId, false, now);
  const owner = who.ownerId === who.callerId ? caller : await planOf(db, who.ownerId, false, now).catch(() => caller);
  return { caller, owner };
}

/** What `who` may export from a project: everything one of the two plans (the caller's or the owner's) allows. */
export async function exportAllowance(db: Db, who: { callerId: string; ownerId: string }, now: Date = new Date()): Promise<ExportAllowance> {
  const { caller, owner } = await exporterPlans(db, who, now);
  return exportAllowanceOf(limitsOf(caller), limitsOf(owner));
}

/**
 * Refuses an export of formats or components beyond the plan with 403
 * PLAN_LIMIT, naming the plan, what is beyond it and the upgrade path. The
 * exporter's plan or the project owner's may allow it (an owner's paid plan
 * covers their team; a paying member may export what they can see).
 */
export async function assertCanExport(
  db: Db,
  who: { callerId: string; ownerId: string },
  formats: readonly ExportFormat[],
  componentIds: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  const { caller, owner } = await exporterPlans(db, who, now);
  const allowance = exportAllowanceOf(limitsOf(caller), limitsOf(owner));
  const formatsRefused = formatsBeyond(allowance, formats);
  const componentsRefused = componentsBeyond(allowance, componentIds);
  if (formatsRefused.length === 0 && componentsRefused.length === 0) return;
  const allowed = [
    formatsRefused.length > 0 ? basicExportFormatsText : undefined,
    componentsRefused.length > 0 ? `the ${basicComponentIds.length} basic components` : undefined,
  ].filter((part): part is string => part !== undefined);
  const refused = [
    ...formatsRefused.map((format) => exportFormatNames[format].name),
    ...componentsRefused.map((id) => findComponent(id)?.name ?? id),
  ];
  const message = `The ${planName(caller.plan)} plan exports ${allowed.join(', and ')} only. Upgrade to export ${readableList(refused)}.`;
  throw new ApiError(403, PLAN_LIMIT, message, {
    plan: caller.plan,
    formats: formatsRefused,
    components: componentsRefused,
    upgrade: UPGRADE_PATH,
  });
}
