import { INVITATION_REPLIED_STATUSES } from "@edu/shared/lessons";

/**
 * The reply a mailed link asks for ({reply_status} in the path): "1" or "accepted" accepts, "2" or
 * "rejected" declines; anything else (including 0, "no reply") is not a reply.
 */
export function replyFromParam(value: string | undefined): 1 | 2 | null {
  const status = INVITATION_REPLIED_STATUSES.find((s) => String(s.code) === value || s.key === value);
  return status?.code === 1 || status?.code === 2 ? status.code : null;
}
