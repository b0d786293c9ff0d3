import type { HomeSummary } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { countOutboxWaiting } from "../../mail";

/** The outbox's readers (admins): mail not delivered yet, as the outbox shows it; null for others. */
export const outboxWaiting = (
  db: DbOrTx,
  actor: Actor,
  smtpConfigured: boolean,
): Promise<HomeSummary["outbox"]> => countOutboxWaiting(db, actor, smtpConfigured);
