import type { Knex } from 'knex';
import { readJson } from '../columns.ts';

/** Rows read and written at a time while the colours of existing projects are filled in. */
const BATCH = 500;

/**
 * The theme's three colours of each project's design, kept beside `component_count` and written with the design
 * on every write (projects/design.ts `summaryColumns`), so a project list shows its cards without reading
 * designs (issue 18). The defaults are the default theme's colours, as they were when this landed; existing
 * rows are filled in from their designs here, read as the API reads them (older shapes migrated, refused values
 * mended); a design that cannot be read keeps the defaults, as the API reads it as the default design.
 */
export async function up(db: Knex): Promise<void> {
  // Loaded here, not at the top: every start imports the migrations, and core is not needed once this has run.
  const { readStoredDesignSystem } = await import('@kitsmith/core');
  await db.schema.alterTable('projects', (table) => {
    table.string('primary_color', 16).notNullable().defaultTo('#7c3aed');
    table.string('secondary_color', 16).notNullable().defaultTo('#d946ef');
    table.string('accent_color', 16).notNullable().defaultTo('#06b6d4');
  });
  for (let after = ''; ; ) {
    const rows = (await db('projects').where('id', '>', after).orderBy('id').limit(BATCH).select('id', 'config')) as { id: string; config: unknown }[];
    for (const { id, config } of rows) {
      let theme;
      try {
        theme = readStoredDesignSystem(readJson(config)).design.theme;
      } catch {
        continue;
      }
      await db('projects')
        .where({ id })
        .update({ primary_color: theme.primaryColor, secondary_color: theme.secondaryColor, accent_color: theme.accentColor });
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('projects', (table) => {
    table.dropColumns('primary_color', 'secondary_color', 'accent_color');
  });
}
