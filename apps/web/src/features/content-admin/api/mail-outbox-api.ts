import {
  MAIL_OUTBOX_STATUSES,
  type MailOutboxItem,
  type MailOutboxStatus,
  mailOutboxEndpoints,
} from "@edu/shared/mail";
import type { EndpointAnswer } from "@edu/shared/system";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

export const OUTBOX_STATUSES = MAIL_OUTBOX_STATUSES;
export type OutboxStatus = MailOutboxStatus;
export type OutboxMail = MailOutboxItem;

/** smtp: mail leaves through SMTP_URL; held: no SMTP_URL, mail waits in the outbox unsent. */
export type OutboxAnswer = EndpointAnswer<typeof mailOutboxEndpoints.getMailOutbox>;

/** GET mail-outbox (admin): the newest mail first, optionally of one status. */
export const mailOutboxQuery = (status: OutboxStatus | "all") =>
  queryOptions({
    queryKey: ["content-admin", "mail-outbox", status] as const,
    queryFn: ({ signal }) =>
      call(
        mailOutboxEndpoints.getMailOutbox,
        { query: { limit: 200, status: status === "all" ? undefined : status } },
        { signal, overlay: false },
      ),
  });
