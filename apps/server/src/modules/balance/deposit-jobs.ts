import { type Currency, normalizeCurrency } from "@edu/shared";
import { z } from "zod";
import type { DbOrTx, Transaction } from "../../db/database";
import { enqueueJob, type JobHandlers } from "../../jobs";

/** Settle the bill a credited deposit names, from that credit (billing's rule, lent through app wiring). */
export const SETTLE_AFTER_DEPOSIT = "billing.settle_after_deposit";

/**
 * The seam billing lends: pay a bill from the family's balance after a deposit for it was credited.
 * Runs in the job's own transaction (never under the credit's account lock); throws to be retried.
 */
export type SettleOrderFromDeposit = (
  tx: Transaction,
  args: { orderId: number; parentUserId: number; currency: Currency },
) => Promise<void>;

const settlePayload = z.object({
  deposit_id: z.number().int(),
  order_id: z.number().int(),
  parent_user_id: z.number().int(),
  currency: z.string(),
});

/** Queued in the credit's transaction: the bill is settled if and only if the credit commits, once. */
export async function enqueueSettleAfterDeposit(
  tx: DbOrTx,
  deposit: { id: number; orderId: number; parentUserId: number; currency: Currency },
): Promise<void> {
  await enqueueJob(tx, {
    kind: SETTLE_AFTER_DEPOSIT,
    payload: {
      deposit_id: deposit.id,
      order_id: deposit.orderId,
      parent_user_id: deposit.parentUserId,
      currency: deposit.currency,
    },
    dedupeKey: `${SETTLE_AFTER_DEPOSIT}:${deposit.id}`,
  });
}

/** The balance module's follow-up work, by job kind (composed in jobs/job-handlers.ts). */
export function balanceJobHandlers(seams: { settleOrderFromDeposit: SettleOrderFromDeposit }): JobHandlers {
  return {
    [SETTLE_AFTER_DEPOSIT]: async (tx, payload) => {
      const job = settlePayload.parse(payload);
      await seams.settleOrderFromDeposit(tx, {
        orderId: job.order_id,
        parentUserId: job.parent_user_id,
        currency: normalizeCurrency(job.currency),
      });
    },
  };
}
