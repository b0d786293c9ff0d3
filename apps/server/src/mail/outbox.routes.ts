import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../http/route-schemas";
import type { ModuleDeps } from "../module-deps";
import { listOutbox, OUTBOX_READERS } from "./outbox";
import { MAIL_STATUSES } from "./outbox.table";

const outboxItemSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  locale: z.string(),
  kind: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

/** Admins read what the product mailed (or holds, when no SMTP_URL is configured). */
export const outboxRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get(
    "/api/mail-outbox",
    {
      config: { access: [...OUTBOX_READERS] },
      schema: {
        tags: ["mail"],
        summary: "Recent outgoing mail, newest first",
        querystring: z.object({
          status: z.enum(MAIL_STATUSES).optional(),
          to: z.string().max(254).optional(),
          kind: z.string().max(64).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: {
          200: z.object({
            data: z.array(outboxItemSchema),
            delivery: z
              .enum(["smtp", "held"])
              .describe("smtp: mail leaves through SMTP_URL; held: no SMTP_URL, mail stays here unsent"),
          }),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request) => {
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
    },
  );
};
