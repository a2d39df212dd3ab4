import type { Knex } from 'knex';
import { readBoolean, readJson } from '../db/columns.ts';
import type { Db } from '../db/connect.ts';
import { readFirst, readObjects, readRows, runWrite } from '../db/statements.ts';
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
  primary_color: string;
  secondary_color: string;
  accent_color: string;
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
  /** `component_count` and the colours: written with the design, from it (`summaryColumns`). */
  component_count?: number;
  primary_color?: string;
  secondary_color?: string;
  accent_color?: string;
  updated_at?: string;
  last_edited_at?: string | null;
}

type Row = Record<string, unknown>;
type Executor = Db | Knex.Transaction;

/** A listed project: the columns a list shows (no design, no JSON column). */
export type ProjectSummaryRecord = Omit<ProjectRecord, 'design' | 'tags' | 'user_id' | 'is_template' | 'framework' | 'last_edited_at'>;

export function readProjectRow(row: Row): ProjectRecord {
  const tags = readJson<unknown>(row.tags);
  return {
    ...readSummaryColumns(row),
    design: readJson(row.config),
    user_id: String(row.user_id),
    is_template: readBoolean(row.is_template),
    tags: Array.isArray(tags) ? tags.map(String) : [],
    framework: String(row.framework ?? 'react'),
    last_edited_at: row.last_edited_at === null || row.last_edited_at === undefined ? null : String(row.last_edited_at),
  };
}

function readSummaryColumns(row: Row): ProjectSummaryRecord {
  return {
    id: String(row.id),
    name: String(row.name),
    description: String(row.description ?? ''),
    version: String(row.version ?? '1.0.0'),
    revision: Number(row.revision),
    is_public: readBoolean(row.is_public),
    component_count: Number(row.component_count ?? 0),
    primary_color: String(row.primary_color),
    secondary_color: String(row.secondary_color),
    accent_color: String(row.accent_color),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
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
  db: Db,
  id: string,
  userId: string,
): Promise<{ project: ProjectRecord; role: ProjectRole | undefined } | undefined> {
  // Every request on one project asks this first: a query written once (see readFirst).
  const row = await readFirst<Row & { member_role?: string | null }>(
    db,
    'select p.*, pm.role as member_role from projects as p ' +
      'left join project_members as pm on pm.project_id = p.id and pm.user_id = ? where p.id = ? limit 1',
    [userId, id],
  );
  if (!row) return undefined;
  const project = readProjectRow(row);
  const role = project.user_id === userId ? 'owner' : ((row.member_role ?? undefined) as ProjectRole | undefined);
  return { project, role };
}

/** Only the user's role on a project (`owner`, a member's role, or undefined when they have none): no design read. */
export async function findRoleOnProject(db: Db, id: string, userId: string): Promise<{ role: ProjectRole | undefined } | undefined> {
  const row = await readFirst<{ user_id: string; member_role?: string | null }>(
    db,
    'select p.user_id, pm.role as member_role from projects as p ' +
      'left join project_members as pm on pm.project_id = p.id and pm.user_id = ? where p.id = ? limit 1',
    [userId, id],
  );
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
  const row: Row = { ...serialize(write), revision: expectedRevision + 1 };
  if (db.isTransaction) return (await db('projects').where({ id, revision: expectedRevision }).update(row)) === 1;
  // An editor's save: one statement per set of columns, kept compiled (see runWrite), rather than built by knex each time.
  // As knex does, a field left undefined is not written.
  const columns = Object.keys(row).filter((column) => row[column] !== undefined).sort();
  if (!columns.every((column) => PROJECT_COLUMN.test(column))) throw new Error(`not a projects column: ${columns.join(', ')}`);
  const sql = `update projects set ${columns.map((column) => `${column} = ?`).join(', ')} where id = ? and revision = ?`;
  const bindings = columns.map((column) => bindable(row[column]));
  return (await runWrite(db, sql, [...bindings, id, expectedRevision])) === 1;
}

const PROJECT_COLUMN = /^[a-z_]+$/;

/** A column's value as a statement binds it. */
function bindable(value: unknown): string | number | boolean | null {
  if (value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new Error(`a projects column cannot hold ${typeof value}`);
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

/** What a list shows of a project (each column read costs: the list reads these and no more). */
const SUMMARY_COLUMN_NAMES = [
  'id', 'name', 'description', 'version', 'revision', 'is_public', 'component_count', 'primary_color', 'secondary_color', 'accent_color',
  'created_at', 'updated_at',
] as const;
const SUMMARY_COLUMNS = SUMMARY_COLUMN_NAMES.map((column) => `p.${column}`).join(', ');

const SEARCHED = " and (lower(p.name) like ? escape '\\' or lower(p.description) like ? escape '\\')";

/**
 * Owned projects and, when `onTeams`, those the user is a team member of (as `v`, with `member_role`: null on
 * owned ones), as SQL and its bindings. Each half is an index lookup (`projects(user_id, updated_at)`;
 * `project_members(user_id)` then the primary key), so the list costs the same with 10 or 10,000 projects of other
 * users in the table; one query with an OR of the two lets PostgreSQL's planner scan the whole table.
 */
function visibleProjects(
  userId: string,
  search: string | undefined,
  columns: string,
  onTeams: boolean,
): { sql: string; bindings: string[] } {
  const pattern = search ? `%${escapeLike(search.toLowerCase())}%` : undefined;
  const matching = pattern === undefined ? '' : SEARCHED;
  const searched = pattern === undefined ? [] : [pattern, pattern];
  const owned = `select ${columns}, null as member_role from projects p where p.user_id = ?${matching}`;
  if (!onTeams) return { sql: owned, bindings: [userId, ...searched] };
  return {
    sql:
      `${owned} union all select ${columns}, pm.role as member_role from projects p join project_members pm on pm.project_id = p.id ` +
      `where pm.user_id = ? and p.user_id <> ?${matching}`,
    bindings: [userId, ...searched, userId, userId, ...searched],
  };
}

const ORDERED_BY = { name: 'lower(v.name)', created: 'v.created_at', updated: 'v.updated_at' } as const;

/** What decides a user's project list before it is read: its stamp (db/migrations/110), and whether they are on anyone's team. */
export interface ProjectListState {
  stamp: number;
  onTeams: boolean;
}

/** The user's list state, in one read of their row (undefined when there is no such user). */
export async function findProjectListState(db: Db, userId: string): Promise<ProjectListState | undefined> {
  const row = await readFirst<{ stamp: unknown; on_teams: unknown }>(
    db,
    'select u.projects_stamp as stamp, exists (select 1 from project_members pm where pm.user_id = u.id) as on_teams from users u where u.id = ?',
    [userId],
  );
  return row ? { stamp: Number(row.stamp), onTeams: readBoolean(row.on_teams) } : undefined;
}

/**
 * A page of the projects the user sees, as summaries (no design is read), and how many there are in all. Written
 * as SQL once per sort and search, not built per request: it runs through `readRows` (on SQLite, a statement kept
 * on the connection). `onTeams` (from `findProjectListState`): most users are on no one else's team, and their list
 * is then the one index lookup, with no union to merge and sort.
 */
export async function listVisibleProjects(
  db: Db,
  userId: string,
  query: ListProjectsQuery,
  onTeams: boolean,
): Promise<{ rows: { project: ProjectSummaryRecord; role: ProjectRole }[]; total: number }> {
  const direction = query.direction ?? (query.sort === 'name' ? 'asc' : 'desc');
  const offset = (query.page - 1) * query.page_size;
  const visible = visibleProjects(userId, query.search, SUMMARY_COLUMNS, onTeams);
  const rows = await readObjects<Row & { member_role?: string | null }>(
    db,
    `select {columns} from (${visible.sql}) v order by ${ORDERED_BY[query.sort]} ${direction}, v.id ${direction} limit ? offset ?`,
    [...SUMMARY_COLUMN_NAMES, 'member_role'],
    [...visible.bindings, query.page_size, offset],
  );
  // A page that is not full ends the list, so the total needs no second query (the dashboard's usual case).
  const pageEndsList = rows.length < query.page_size && (rows.length > 0 || offset === 0);
  let total = offset + rows.length;
  if (!pageEndsList) {
    const counted = visibleProjects(userId, query.search, 'p.id', onTeams);
    const [row] = await readRows<{ count: unknown }>(db, `select count(*) as count from (${counted.sql}) v`, counted.bindings);
    total = Number(row?.count ?? 0);
  }
  return {
    // Owned projects are the rows without a member role (the team half leaves out the user's own).
    rows: rows.map(({ member_role: memberRole, ...columns }) => ({
      project: readSummaryColumns(columns),
      role: (memberRole ?? 'owner') as ProjectRole,
    })),
    total,
  };
}
