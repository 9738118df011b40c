import { type Kysely, type Migration, type MigrationResultSet, Migrator, NO_MIGRATIONS } from 'kysely';
import { migrations } from './migrations/index.ts';

export function createMigrator<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations as Record<string, Migration> },
  });
}

function check(result: MigrationResultSet): MigrationResultSet {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}

/** Runs every pending migration; throws with the failing migration's name if one fails. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResultSet> {
  return check(await createMigrator(db).migrateToLatest());
}

/** Undoes every migration (each `down`, newest first). */
export async function migrateDownToNothing<DB>(db: Kysely<DB>): Promise<MigrationResultSet> {
  return check(await createMigrator(db).migrateTo(NO_MIGRATIONS));
}
