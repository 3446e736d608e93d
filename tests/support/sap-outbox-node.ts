import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/open-database';
import { sendSapOutbox } from '../../server/integrations/sap/sap-outbox';

/**
 * One "server node" of the two-node outbox test (tests/server/sap-outbox-nodes.test.ts): an OS process of
 * its own running the outbox worker against the database the parent names (DATABASE_URL, NODE_SCHEMA)
 * and the fake SAP (SAP_HTTP_PUSH_URL), run after run, until nothing is left pending. It prints one JSON
 * line: how many messages it sent.
 */
const schema = process.env.NODE_SCHEMA ?? null;
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
config.databaseSchema = schema;
const { db, close } = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  databaseSchema: schema,
});
const ctx = { db, clock: { now: () => Date.now() }, config };
let sent = 0;
let runs = 0;
try {
  for (;;) {
    runs += 1;
    const outcome = await sendSapOutbox(ctx);
    sent += outcome.sent;
    const left = await db
      .selectFrom('omsSapLog')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('syncStatus', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (Number(left.n) === 0) break;
    // What is left is claimed by the other node: wait for it.
    if (outcome.sent === 0) await new Promise((done) => setTimeout(done, 20));
  }
  console.log(JSON.stringify({ sent, runs }));
} finally {
  await close();
}
