import type { Knex } from 'knex';
import { readBoolean, readJson } from '../db/columns.ts';
import type { Db } from '../db/connect.ts';
import type { ListProjectsQuery, ProjectRole } from '@kitsmith/contract';

/** A `projects` row, with JSON and boolean columns read. `design` is the stored document (column `config`), as stored. */
export interface ProjectRecord {
  id: string;
  user_id: string;
  name: string;
  description: string;
  design: unknown;
  version: string;
  revision: number;
  is_public: boolean;
  is_template: boolean;
  tags: string[];
  framework: string;
  component_count: number;
  created_at: string;
  updated_at: string;
  last_edited_at: string | null;
}

/** The columns a write sets; JSON values are serialized here. */
export interface ProjectWrite {
  name?: string;
  description?: string;
  /** The design document, written to the `config` column. */
  design?: unknown;
  version?: string;
  is_public?: boolean;
  is_template?: boolean;
  tags?: string[];
  framework?: string;
  component_count?: number;
  updated_at?: string;
  last_edited_at?: string | null;
}

type Row = Record<string, unknown>;
type Executor = Db | Knex.Transaction;

/** A listed project: its row but the design, which stays the stored JSON text (`listed-designs.ts` reads it). */
export type ListedProjectRecord = Omit<ProjectRecord, 'design'> & { stored_design: string };

export function readProjectRow(row: Row): ProjectRecord {
  const { config, ...rest } = row;
  return { ...readProjectColumns(rest), design: readJson(config) };
}

function readProjectColumns(row: Row): Omit<ProjectRecord, 'design'> {
  const tags = readJson<unknown>(row.tags);
  return {
    id: String(row.id),
    user_id: String(row.user_id),
    name: String(row.name),
    description: String(row.description ?? ''),
    version: String(row.version ?? '1.0.0'),
    revision: Number(row.revision),
    is_public: readBoolean(row.is_public),
    is_template: readBoolean(row.is_template),
    tags: Array.isArray(tags) ? tags.map(String) : [],
    framework: String(row.framework ?? 'react'),
    component_count: Number(row.component_count ?? 0),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    last_edited_at: row.last_edited_at === null || row.last_edited_at === undefined ? null : String(row.last_edited_at),
  };
}

function serialize(write: ProjectWrite): Row {
  const { design, ...columns } = write;
  const row: Row = { ...columns };
  if (design !== undefined) row.config = JSON.stringify(design);
  if (write.tags !== undefined) row.tags = JSON.stringify(write.tags);
  return row;
}

export async function findProject(db: Executor, id: string): Promise<ProjectRecord | undefined> {
  const row = (await db('projects').where({ id }).first()) as Row | undefined;
  return row ? readProjectRow(row) : undefined;
}

/** The project and the user's role on it: `owner`, a member's role, or undefined when they have none. */
export async function findProjectWithRole(
  db: Executor,
  id: string,
  userId: string,
): Promise<{ project: ProjectRecord; role: ProjectRole | undefined } | undefined> {
  const row = (await db('projects as p')
    .leftJoin('project_members as pm', function joinMember() {
      this.on('pm.project_id', '=', 'p.id').andOn('pm.user_id', '=', db.raw('?', [userId]));
    })
    .where('p.id', id)
    .first('p.*', 'pm.role as member_role')) as (Row & { member_role?: string | null }) | undefined;
  if (!row) return undefined;
  const project = readProjectRow(row);
  const role = project.user_id === userId ? 'owner' : ((row.member_role ?? undefined) as ProjectRole | undefined);
  return { project, role };
}

/** Only the user's role on a project (`owner`, a member's role, or undefined when they have none): no design read. */
export async function findRoleOnProject(
  db: Executor,
  id: string,
  userId: string,
): Promise<{ role: ProjectRole | undefined } | undefined> {
  const row = (await db('projects as p')
    .leftJoin('project_members as pm', function joinMember() {
      this.on('pm.project_id', '=', 'p.id').andOn('pm.user_id', '=', db.raw('?', [userId]));
    })
    .where('p.id', id)
    .first('p.user_id', 'pm.role as member_role')) as { user_id: string; member_role?: string | null } | undefined;
  if (!row) return undefined;
  return { role: row.user_id === userId ? 'owner' : ((row.member_role ?? undefined) as ProjectRole | undefined) };
}

export async function insertProject(db: Executor, project: ProjectRecord): Promise<void> {
  await db('projects').insert(serialize(project));
}

/** Applies a write only if the stored revision is still `expectedRevision`; bumps it. False when it was stale. */
export async function updateProjectIfRevision(
  db: Executor,
  id: string,
  expectedRevision: number,
  write: ProjectWrite,
): Promise<boolean> {
  const changed = await db('projects')
    .where({ id, revision: expectedRevision })
    .update({ ...serialize(write), revision: expectedRevision + 1 });
  return changed === 1;
}

/** A write that does not need the caller's revision (visibility from the share dialog); still bumps it. */
export async function updateProject(db: Executor, id: string, write: ProjectWrite): Promise<void> {
  await db('projects')
    .where({ id })
    .update({ ...serialize(write), revision: db.raw('revision + 1') });
}

export async function deleteProject(db: Executor, id: string): Promise<boolean> {
  return (await db('projects').where({ id }).delete()) === 1;
}

export async function countOwnedProjects(db: Executor, userId: string): Promise<number> {
  const row = (await db('projects').where({ user_id: userId }).count({ count: '*' }).first()) as { count?: unknown } | undefined;
  return Number(row?.count ?? 0);
}

/** What the plan check needs to know about a user; `forUpdate` serializes concurrent creates on PostgreSQL. */
export async function findUserPlan(
  db: Executor,
  userId: string,
  { lock }: { lock: boolean },
): Promise<{ subscription_plan: string; is_demo: boolean } | undefined> {
  let query = db('users').where({ id: userId }).first('subscription_plan', 'is_demo');
  if (lock && db.client.config.client === 'pg') query = query.forUpdate();
  const row = (await query) as Row | undefined;
  return row ? { subscription_plan: String(row.subscription_plan), is_demo: readBoolean(row.is_demo) } : undefined;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Owned projects and those the user is a team member of (as `v`, with `member_role`: null on owned ones). Each
 * half is an index lookup (`projects(user_id, updated_at)`; `project_members(user_id)` then the primary key), so
 * the list costs the same with 10 or 10,000 projects of other users in the table; one query with an OR of the
 * two lets PostgreSQL's planner scan the whole table.
 */
function visibleProjects(db: Db, userId: string, search: string | undefined, columns: (string | Knex.Raw)[]): Knex.QueryBuilder {
  const matching = (query: Knex.QueryBuilder): Knex.QueryBuilder => {
    if (!search) return query;
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    return query.andWhere((match) =>
      match
        .whereRaw("lower(p.name) like ? escape '\\'", [pattern])
        .orWhereRaw("lower(p.description) like ? escape '\\'", [pattern]),
    );
  };
  const owned = matching(db('projects as p').select(...columns, db.raw('null as member_role')).where('p.user_id', userId));
  const joined = matching(
    db('projects as p')
      .join('project_members as pm', 'pm.project_id', 'p.id')
      .select(...columns, 'pm.role as member_role')
      .where('pm.user_id', userId)
      .andWhereNot('p.user_id', userId),
  );
  return db.queryBuilder().from(owned.unionAll(joined).as('v'));
}

async function countVisibleProjects(db: Db, userId: string, search: string | undefined): Promise<number> {
  const row = (await visibleProjects(db, userId, search, ['p.id']).count({ count: '*' }).first()) as { count?: unknown } | undefined;
  return Number(row?.count ?? 0);
}

/** Every `projects` column but the design, which a list reads as text. */
const LISTED_COLUMNS = [
  'id', 'user_id', 'name', 'description', 'version', 'revision', 'is_public', 'is_template', 'tags', 'framework',
  'component_count', 'created_at', 'updated_at', 'last_edited_at',
].map((column) => `p.${column}`);

export async function listVisibleProjects(
  db: Db,
  userId: string,
  query: ListProjectsQuery,
): Promise<{ rows: { project: ListedProjectRecord; role: ProjectRole }[]; total: number }> {
  const direction = query.direction ?? (query.sort === 'name' ? 'asc' : 'desc');
  const offset = (query.page - 1) * query.page_size;
  // PostgreSQL would parse the jsonb of every row; its text is what the listed designs are kept under.
  const storedDesign = db.client.config.client === 'pg' ? db.raw('p.config::text as stored_design') : 'p.config as stored_design';
  const page = visibleProjects(db, userId, query.search, [...LISTED_COLUMNS, storedDesign]).select('v.*');
  if (query.sort === 'name') page.orderByRaw(`lower(v.name) ${direction}`);
  else page.orderBy(query.sort === 'created' ? 'v.created_at' : 'v.updated_at', direction);
  page.orderBy('v.id', direction).limit(query.page_size).offset(offset);
  const rows = (await page) as (Row & { member_role?: string | null })[];
  // A page that is not full ends the list, so the total needs no second query (the dashboard's usual case).
  const pageEndsList = rows.length < query.page_size && (rows.length > 0 || offset === 0);
  const total = pageEndsList ? offset + rows.length : await countVisibleProjects(db, userId, query.search);
  return {
    rows: rows.map(({ stored_design: stored, member_role: memberRole, ...columns }) => {
      const project = { ...readProjectColumns(columns), stored_design: String(stored) };
      return { project, role: project.user_id === userId ? 'owner' : ((memberRole ?? 'viewer') as ProjectRole) };
    }),
    total,
  };
}
