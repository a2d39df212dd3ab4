import type { Knex } from 'knex';

/**
 * `version_author_stamps.stamp`: raised by the database whenever a person who authored one of a project's versions
 * changes what the version list shows of them (name, e-mail, which stands in for a missing name, avatar) or deletes
 * their account. The list is kept in memory by `projects.history_stamp` plus this stamp (versions/list-cache.ts), so a
 * renamed author is shown by their new name at once, on every API instance. Triggers, as for the project list (110),
 * so no write path can forget it.
 *
 * A table of its own rather than a raise of `projects.history_stamp`: a change to a user would then lock the user's
 * row and then their projects' rows, while a project's writes lock the project's row and then its team's users
 * (110's triggers), and the two orders could deadlock on PostgreSQL. Nothing but these triggers writes this table.
 * The index finds the projects a person authored versions in without reading every project's history.
 */
const SHOWN_COLUMNS = ['full_name', 'email', 'avatar_url'];

const bump = (user: string) =>
  'insert into version_author_stamps (project_id, stamp) ' +
  `select distinct project_id, 1 from project_versions where author_id = ${user} ` +
  'on conflict (project_id) do update set stamp = version_author_stamps.stamp + 1';

const SQLITE = [
  `create trigger users_version_authors_update after update of ${SHOWN_COLUMNS.join(', ')} on users
     when ${SHOWN_COLUMNS.map((column) => `old.${column} is not new.${column}`).join(' or ')}
     begin ${bump('new.id')}; end`,
  `create trigger users_version_authors_delete before delete on users begin ${bump('old.id')}; end`,
];

const POSTGRES = [
  `create function version_authors_stamp() returns trigger language plpgsql as $$
   begin
     ${bump('old.id')};
     -- a BEFORE DELETE trigger returning null would cancel the delete
     if tg_op = 'DELETE' then return old; end if;
     return new;
   end $$`,
  `create trigger users_version_authors_update after update of ${SHOWN_COLUMNS.join(', ')} on users for each row
     when (${SHOWN_COLUMNS.map((column) => `old.${column} is distinct from new.${column}`).join(' or ')})
     execute function version_authors_stamp()`,
  `create trigger users_version_authors_delete before delete on users for each row execute function version_authors_stamp()`,
];

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('version_author_stamps', (table) => {
    table.string('project_id', 36).primary().references('id').inTable('projects').onDelete('CASCADE');
    table.integer('stamp').notNullable().defaultTo(0);
  });
  await db.schema.alterTable('project_versions', (table) => {
    table.index(['author_id', 'project_id']);
  });
  for (const statement of db.client.config.client === 'pg' ? POSTGRES : SQLITE) await db.raw(statement);
}

export async function down(db: Knex): Promise<void> {
  if (db.client.config.client === 'pg') {
    await db.raw('drop trigger users_version_authors_update on users');
    await db.raw('drop trigger users_version_authors_delete on users');
    await db.raw('drop function version_authors_stamp');
  } else {
    for (const name of ['users_version_authors_update', 'users_version_authors_delete']) await db.raw(`drop trigger ${name}`);
  }
  await db.schema.alterTable('project_versions', (table) => {
    table.dropIndex(['author_id', 'project_id']);
  });
  await db.schema.dropTable('version_author_stamps');
}
