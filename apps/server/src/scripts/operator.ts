/**
 * `npm run operator -- create <username>`: makes an operator of the payment desk at /admin with a
 * generated password and TOTP secret, and prints them once (with the otpauth:// address to add to
 * an authenticator app). Uses the database the server uses (DATABASE_URL, or PGlite under DATA_DIR),
 * running pending migrations first. Stop the server before using the embedded PGlite database.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DomainError } from '../http/domain-error.ts';
import { createOperator } from '../modules/admin/operator.service.ts';

const usage = 'Usage: npm run operator -- create <username>   (3 to 32 lower-case letters, digits or _, starting with a letter)';
const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
if (values.help || positionals[0] !== 'create' || positionals.length !== 2) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
try {
  await migrateToLatest(database.db);
  const created = await createOperator(database.db, { username: positionals[1] as string });
  console.log(
    [
      `Operator ${created.username} created. Shown once: keep them safe.`,
      `  Password:    ${created.password}`,
      `  TOTP secret: ${created.totpSecret}   (SHA1, 30 s, 6 digits)`,
      `  otpauth URI: ${created.otpauthUri}`,
      '  Sign in at /admin with the password and the code of the authenticator app.',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof DomainError && error.code === 'USERNAME_TAKEN') console.error(`An operator named ${positionals[1]} exists already.`);
  else console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
