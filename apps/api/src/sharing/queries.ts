import type { Knex } from 'knex';
import type { Db } from '../db/connect.ts';
import type { MemberRole } from '@kitsmith/contract';

type Executor = Db | Knex.Transaction;
type Row = Record<string, unknown>;

export interface InvitationRecord {
  id: string;
  project_id: string;
  email: string;
  role: MemberRole;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
}

export interface MemberRecord {
  user_id: string;
  email: string;
  full_name: string | null;
  avatar_url: string | null;
  role: string;
  joined_at: string;
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function readInvitation(row: Row): InvitationRecord {
  return {
    id: String(row.id),
    project_id: String(row.project_id),
    email: String(row.email),
    role: String(row.role) as MemberRole,
    token_hash: String(row.token_hash),
    invited_by: text(row.invited_by),
    created_at: String(row.created_at),
    expires_at: String(row.expires_at),
    accepted_at: text(row.accepted_at),
    accepted_by: text(row.accepted_by),
  };
}

function readMember(row: Row): MemberRecord {
  return {
    user_id: String(row.user_id),
    email: String(row.email),
    full_name: text(row.full_name),
    avatar_url: text(row.avatar_url),
    role: String(row.role),
    joined_at: String(row.joined_at),
  };
}

export async function findUserCard(db: Executor, userId: string): Promise<Omit<MemberRecord, 'role' | 'joined_at'> | undefined> {
  const row = (await db('users').where({ id: userId }).first('id as user_id', 'email', 'full_name', 'avatar_url')) as
    Row | undefined;
  return row
    ? { user_id: String(row.user_id), email: String(row.email), full_name: text(row.full_name), avatar_url: text(row.avatar_url) }
    : undefined;
}

/** The project's members (not the owner), earliest first. */
export async function listMembers(db: Executor, projectId: string): Promise<MemberRecord[]> {
  const rows = (await db('project_members as pm')
    .join('users as u', 'u.id', 'pm.user_id')
    .where('pm.project_id', projectId)
    .orderBy([{ column: 'pm.created_at' }, { column: 'u.email' }])
    .select('pm.user_id', 'u.email', 'u.full_name', 'u.avatar_url', 'pm.role', 'pm.created_at as joined_at')) as Row[];
  return rows.map(readMember);
}

export async function findMember(db: Executor, projectId: string, userId: string): Promise<MemberRecord | undefined> {
  const row = (await db('project_members as pm')
    .join('users as u', 'u.id', 'pm.user_id')
    .where({ 'pm.project_id': projectId, 'pm.user_id': userId })
    .first('pm.user_id', 'u.email', 'u.full_name', 'u.avatar_url', 'pm.role', 'pm.created_at as joined_at')) as Row | undefined;
  return row ? readMember(row) : undefined;
}

export async function findMemberByEmail(db: Executor, projectId: string, email: string): Promise<MemberRecord | undefined> {
  const row = (await db('project_members as pm')
    .join('users as u', 'u.id', 'pm.user_id')
    .where('pm.project_id', projectId)
    .whereRaw('lower(u.email) = ?', [email])
    .first('pm.user_id', 'u.email', 'u.full_name', 'u.avatar_url', 'pm.role', 'pm.created_at as joined_at')) as Row | undefined;
  return row ? readMember(row) : undefined;
}

/** Adds the user to the team, or sets their role when they are on it already. */
export async function upsertMember(
  db: Executor,
  projectId: string,
  userId: string,
  role: MemberRole,
  now: string,
): Promise<void> {
  await db('project_members')
    .insert({ project_id: projectId, user_id: userId, role, created_at: now })
    .onConflict(['project_id', 'user_id'])
    .merge(['role']);
}

export async function setMemberRole(db: Executor, projectId: string, userId: string, role: MemberRole): Promise<boolean> {
  return (await db('project_members').where({ project_id: projectId, user_id: userId }).update({ role })) === 1;
}

export async function deleteMember(db: Executor, projectId: string, userId: string): Promise<boolean> {
  return (await db('project_members').where({ project_id: projectId, user_id: userId }).delete()) === 1;
}

const pending = (query: Knex.QueryBuilder, now: string) => query.whereNull('accepted_at').andWhere('expires_at', '>', now);

export async function listPendingInvitations(db: Executor, projectId: string, now: string): Promise<InvitationRecord[]> {
  const rows = (await pending(db('project_invitations').where({ project_id: projectId }), now).orderBy([
    { column: 'created_at' },
    { column: 'email' },
  ])) as Row[];
  return rows.map(readInvitation);
}

/** Members plus pending invitations to other addresses: the seats a plan's team limit counts. */
export async function countTeamSeats(db: Executor, projectId: string, now: string, exceptEmail: string): Promise<number> {
  const [members, invitations] = await Promise.all([
    db('project_members').where({ project_id: projectId }).count({ count: '*' }).first(),
    pending(db('project_invitations').where({ project_id: projectId }).whereNot({ email: exceptEmail }), now)
      .count({ count: '*' })
      .first(),
  ]);
  return Number((members as Row | undefined)?.count ?? 0) + Number((invitations as Row | undefined)?.count ?? 0);
}

/** Drops unaccepted invitations of this address to this project (a new one replaces them). */
export async function deleteOpenInvitations(db: Executor, projectId: string, email: string): Promise<void> {
  await db('project_invitations').where({ project_id: projectId, email }).whereNull('accepted_at').delete();
}

export async function insertInvitation(db: Executor, invitation: InvitationRecord): Promise<void> {
  await db('project_invitations').insert(invitation);
}

export async function deleteInvitation(db: Executor, projectId: string, id: string): Promise<boolean> {
  return (await db('project_invitations').where({ project_id: projectId, id }).whereNull('accepted_at').delete()) === 1;
}

export async function findInvitationById(db: Executor, id: string): Promise<InvitationRecord | undefined> {
  const row = (await db('project_invitations').where({ id }).first()) as Row | undefined;
  return row ? readInvitation(row) : undefined;
}

/** Pending invitations to this (lower-cased) address, newest first, with the project's name and the inviter's. */
export async function listInvitationsTo(
  db: Executor,
  email: string,
  now: string,
  limit: number,
): Promise<(InvitationRecord & { project_name: string; inviter_name: string | null; inviter_email: string | null })[]> {
  const rows = (await pending(db('project_invitations as i'), now)
    .where('i.email', email)
    .join('projects as p', 'p.id', 'i.project_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select('i.*', 'p.name as project_name', 'u.full_name as inviter_name', 'u.email as inviter_email')
    .orderBy([
      { column: 'i.created_at', order: 'desc' },
      { column: 'i.id', order: 'desc' },
    ])
    .limit(limit)) as Row[];
  return rows.map((row) => ({
    ...readInvitation(row),
    project_name: String(row.project_name),
    inviter_name: text(row.inviter_name),
    inviter_email: text(row.inviter_email),
  }));
}

export async function findInvitationByTokenHash(db: Executor, tokenHash: string): Promise<InvitationRecord | undefined> {
  const row = (await db('project_invitations').where({ token_hash: tokenHash }).first()) as Row | undefined;
  return row ? readInvitation(row) : undefined;
}

/** Marks the invitation used, once: false when another request used it first. */
export async function markInvitationAccepted(db: Executor, id: string, userId: string, now: string): Promise<boolean> {
  return (
    (await db('project_invitations').where({ id }).whereNull('accepted_at').update({ accepted_at: now, accepted_by: userId })) ===
    1
  );
}
