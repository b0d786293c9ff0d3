import {
  mailOutboxEndpoints as endpoints,
  MAIL_OUTBOX_STATUSES,
  type MailOutboxStatus,
} from "@edu/shared/mail";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../http/endpoint-route";
import type { ModuleDeps } from "../module-deps";
import { listOutbox } from "./outbox";
import { MAIL_STATUSES, type MailStatus } from "./outbox.table";

// The wire's statuses are the table's: a status added to one and not the other fails the type check.
const wireStatuses: readonly MailStatus[] = MAIL_OUTBOX_STATUSES;
const tableStatuses: readonly MailOutboxStatus[] = MAIL_STATUSES;
void [wireStatuses, tableStatuses];

/**
 * Admins read what the product mailed (or holds, when no SMTP_URL is configured):
 * packages/shared/src/mail/mail-outbox.endpoints.ts.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  route(app, endpoints.getMailOutbox, async (request) => {
    // Without SMTP_URL nothing leaves: a waiting mail is answered (and filtered) as held, not pending.
    const held = !deps.config.SMTP_URL;
    const { status } = request.query;
    const rows = await listOutbox(deps.db, {
      ...request.query,
      status: held && status === "held" ? "pending" : held && status === "pending" ? "held" : status,
    });
    return {
      delivery: held ? ("held" as const) : ("smtp" as const),
      data: rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        locale: row.locale,
        kind: row.kind,
        status: held && row.status === "pending" ? ("held" as const) : row.status,
        attempts: row.attempts,
        last_error: row.lastError,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
      })),
    };
  });
};
