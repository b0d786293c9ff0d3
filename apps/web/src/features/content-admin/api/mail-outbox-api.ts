import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed", "held"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  locale: string;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

/** smtp: mail leaves through SMTP_URL; held: no SMTP_URL, mail waits in the outbox unsent. */
export type OutboxAnswer = { data: OutboxMail[]; delivery: "smtp" | "held" };

/** GET mail-outbox (admin): the newest mail first, optionally of one status. */
export const mailOutboxQuery = (status: OutboxStatus | "all") =>
  queryOptions({
    queryKey: ["content-admin", "mail-outbox", status] as const,
    queryFn: ({ signal }) =>
      api.get<OutboxAnswer>("/mail-outbox", {
        query: { limit: 200, status: status === "all" ? undefined : status },
        signal,
        overlay: false,
      }),
  });
