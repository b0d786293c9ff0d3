import { isDeepStrictEqual } from "node:util";
import type { DbOrTx, Transaction } from "../db/database";
import { conflict } from "../http/app-error";

/** Draws before giving up with 409 when the document's rows keep changing under it. */
const ATTEMPTS = 3;

/**
 * A document sent with a change of state (a bill, a salary statement), drawn while no row lock is held:
 * drawing a PDF takes CPU time, and a lock held meanwhile stalls every payment of
 * those rows. `read` gathers what the document shows and checks it may be sent: first without a lock,
 * then again in `commit`'s transaction under the lock. The state changes and the mail go out in that
 * transaction only when what is locked equals what was drawn; otherwise it is drawn again from what
 * was read.
 */
export async function renderThenCommit<Facts, Doc, Result>(
  db: DbOrTx,
  steps: {
    read: (db: DbOrTx, lock: boolean) => Promise<Facts>;
    render: (facts: Facts) => Promise<Doc>;
    commit: (tx: Transaction, facts: Facts, doc: Doc) => Promise<Result>;
  },
): Promise<Result> {
  let facts = await steps.read(db, false);
  for (let attempt = 1; ; attempt += 1) {
    const drawn = facts;
    const doc = await steps.render(drawn);
    const outcome = await db.transaction(
      async (tx): Promise<{ done: true; result: Result } | { done: false; changed: Awaited<Facts> }> => {
        const locked = await steps.read(tx, true);
        if (!isDeepStrictEqual(locked, drawn)) return { done: false, changed: locked };
        return { done: true, result: await steps.commit(tx, locked, doc) };
      },
    );
    if (outcome.done) return outcome.result;
    if (attempt >= ATTEMPTS) throw conflict();
    facts = outcome.changed;
  }
}
