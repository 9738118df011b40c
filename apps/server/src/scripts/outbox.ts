/**
 * `npm run outbox [-- --to "+92 3001234567"] [--channel SMS|MAIL] [--limit N] [--json]`: the
 * messages the built-in SMS and mail providers "sent", newest first, while the server runs.
 * With DATABASE_URL it reads PostgreSQL; with the embedded PGlite it reads DATA_DIR/outbox.jsonl,
 * never the database itself, which belongs to the running server.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { outboxQuerySchema, type OutboxMessage } from '@lumen/contracts/auth/auth.contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { listOutbox, readOutboxFile } from '../providers/outbox.ts';

const usage = 'Usage: npm run outbox -- [--to RECIPIENT] [--channel SMS|MAIL] [--limit N (1-200, default 20)] [--json]';

const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    channel: { type: 'string' },
    limit: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const parsed = outboxQuerySchema.safeParse({ to: values.to, channel: values.channel?.toUpperCase(), limit: values.limit });
if (!parsed.success) {
  console.error(`${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\n${usage}`);
  process.exit(2);
}
const filter = parsed.data;

// npm runs workspace scripts inside the workspace; resolve a relative DATA_DIR from where the
// command was typed, as `npm start` does, so both see the same data folder.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const config = loadConfig();

let messages: OutboxMessage[];
let source: string;
if (config.databaseUrl) {
  const database = await openDatabase({ url: config.databaseUrl, poolSize: 1 });
  try {
    messages = await listOutbox(database.db, filter);
  } finally {
    await database.close();
  }
  source = 'PostgreSQL (DATABASE_URL)';
} else {
  const file = path.join(config.dataDir, 'outbox.jsonl');
  messages = await readOutboxFile(file, filter);
  source = file;
}

if (values.json) {
  console.log(JSON.stringify(messages, null, 2));
} else if (messages.length === 0) {
  console.log(`No messages in the outbox (${source}).`);
} else {
  console.log(`${messages.length} message(s), newest first, from ${source}:\n`);
  for (const m of messages) {
    console.log(`#${m.id}  ${m.createdAt}  ${m.channel}  to ${m.recipient}`);
    if (m.subject) console.log(`  Subject: ${m.subject}`);
    for (const line of m.body.split('\n')) console.log(`  ${line}`);
    console.log('');
  }
}
