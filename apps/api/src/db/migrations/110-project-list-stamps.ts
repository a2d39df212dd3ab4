import type { Knex } from 'knex';

/**
 * `users.projects_stamp`: raised by the database whenever anything a user's project list shows may have changed
 * (issue 18): a project they own or are on the team of is created, changed in a listed column, or deleted, or their
 * place on a team is given, changed or taken. The project list keeps its answers by this stamp (projects/list-cache.ts),
 * so a dashboard that asks again reads one row instead of its projects, and every API instance sees every change at
 * once, whoever made it. Triggers, not application code, so no write path (today's or a later one) can forget it.
 *
 * The listed columns are those of the list's summary (projects/queries.ts); `user_id` is there for a change of owner.
 * A project's team is read before its deletion, while its rows still exist.
 */
const LISTED_COLUMNS = [
  'user_id', 'name', 'description', 'version', 'revision', 'is_public', 'component_count', 'primary_color', 'secondary_color',
  'accent_color', 'created_at', 'updated_at',
].join(', ');

const bump = (where: string) => `update users set projects_stamp = projects_stamp + 1 where ${where}`;
const team = (project: string) => `id in (select user_id from project_members where project_id = ${project})`;

const SQLITE = [
  `create trigger projects_list_stamp_insert after insert on projects begin ${bump('id = new.user_id')}; end`,
  `create trigger projects_list_stamp_update after update of ${LISTED_COLUMNS} on projects begin
     ${bump('id = new.user_id')}; ${bump('id = old.user_id and old.user_id <> new.user_id')}; ${bump(team('new.id'))}; end`,
  `create trigger projects_list_stamp_delete before delete on projects begin ${bump('id = old.user_id')}; ${bump(team('old.id'))}; end`,
  `create trigger project_members_list_stamp_insert after insert on project_members begin ${bump('id = new.user_id')}; end`,
  `create trigger project_members_list_stamp_update after update on project_members begin
     ${bump('id = new.user_id')}; ${bump('id = old.user_id and old.user_id <> new.user_id')}; end`,
  `create trigger project_members_list_stamp_delete after delete on project_members begin ${bump('id = old.user_id')}; end`,
];

const POSTGRES = [
  `create function projects_list_stamp() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') then
       ${bump('id = old.user_id')};
       ${bump(team('old.id'))};
     end if;
     if tg_op in ('INSERT', 'UPDATE') then
       ${bump('id = new.user_id and (tg_op = \'INSERT\' or new.user_id <> old.user_id)')};
     end if;
     -- a BEFORE DELETE trigger returning null would cancel the delete
     if tg_op = 'DELETE' then return old; end if;
     return new;
   end $$`,
  `create trigger projects_list_stamp_insert_update after insert or update of ${LISTED_COLUMNS} on projects
     for each row execute function projects_list_stamp()`,
  `create trigger projects_list_stamp_delete before delete on projects for each row execute function projects_list_stamp()`,
  `create function project_members_list_stamp() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') then ${bump('id = old.user_id')}; end if;
     if tg_op in ('INSERT', 'UPDATE') then ${bump('id = new.user_id and (tg_op = \'INSERT\' or new.user_id <> old.user_id)')}; end if;
     return null;
   end $$`,
  `create trigger project_members_list_stamp after insert or update or delete on project_members
     for each row execute function project_members_list_stamp()`,
];

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => {
    table.integer('projects_stamp').notNullable().defaultTo(0);
  });
  for (const statement of db.client.config.client === 'pg' ? POSTGRES : SQLITE) await db.raw(statement);
}

export async function down(db: Knex): Promise<void> {
  if (db.client.config.client === 'pg') {
    await db.raw('drop trigger projects_list_stamp_insert_update on projects');
    await db.raw('drop trigger projects_list_stamp_delete on projects');
    await db.raw('drop trigger project_members_list_stamp on project_members');
    await db.raw('drop function projects_list_stamp');
    await db.raw('drop function project_members_list_stamp');
  } else {
    for (const name of ['projects_list_stamp_insert', 'projects_list_stamp_update', 'projects_list_stamp_delete']) await db.raw(`drop trigger ${name}`);
    for (const name of ['project_members_list_stamp_insert', 'project_members_list_stamp_update', 'project_members_list_stamp_delete']) await db.raw(`drop trigger ${name}`);
  }
  await db.schema.alterTable('users', (table) => {
    table.dropColumn('projects_stamp');
  });
}
