import { type DepositProvider, formatMoney } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { recordAudit } from "../audit";
import { openEventTodo } from "../todos";
import { type DepositRow, findDepositByRef, updateDeposit } from "./balance.repository";
import { enqueueSettleAfterDeposit } from "./deposit-jobs";
import { postLedgerEntry } from "./ledger.service";
import { recordProviderEvent } from "./provider-events.repository";
import type { ProviderEvent } from "./providers/provider";

/**
 * What became of a verified notice, stored with it (balance_provider_events.outcome):
 * credited — the deposit's parent was credited; already_credited — another notice of a deposit
 * already paid; mismatch — paid another amount or currency than the deposit (not credited, a
 * person decides: system to-do); unknown_deposit — names no deposit of ours (a paid one opens a
 * to-do too); info — how to pay (ECPay's virtual account); ignored — not a payment.
 */
export type NoticeOutcome =
  | "credited"
  | "already_credited"
  | "mismatch"
  | "unknown_deposit"
  | "info"
  | "ignored";
/** The answer to a delivery: its outcome, or `duplicate` when this notice was stored before (nothing done). */
export type NoticeAnswer = NoticeOutcome | "duplicate";

function outcomeOf(event: ProviderEvent, deposit: DepositRow | undefined): NoticeOutcome {
  if (event.type === "ignored") return "ignored";
  if (!deposit) return "unknown_deposit";
  if (event.type === "info") return "info";
  if (deposit.status === "paid") return "already_credited";
  if (deposit.amount !== event.amount || deposit.currency !== event.currency) return "mismatch";
  return "credited";
}

/** Money a provider says was paid that was not credited: a person looks at it. */
async function openNoticeTodo(
  tx: DbOrTx,
  providerName: DepositProvider,
  event: Extract<ProviderEvent, { type: "paid" }>,
  eventRowId: number,
  deposit: DepositRow | undefined,
) {
  const paid = formatMoney(event.amount, event.currency, { code: true });
  const expected = deposit ? formatMoney(deposit.amount, deposit.currency, { code: true }) : "";
  const ref = `${providerName} ${event.eventId}`;
  await openEventTodo(tx, {
    key: `payment_notice:${eventRowId}`,
    url: deposit ? `/balance?parent=${deposit.parentUserId}` : "/balance",
    titles: deposit
      ? {
          en: `Payment not credited: ${paid} paid for deposit #${deposit.id} of ${expected} (${ref})`,
          "zh-TW": `付款未入帳：儲值 #${deposit.id} 應為 ${expected}，實付 ${paid}（${ref}）`,
          "zh-CN": `付款未入账：充值 #${deposit.id} 应为 ${expected}，实付 ${paid}（${ref}）`,
        }
      : {
          en: `Payment not credited: ${paid} paid for an unknown deposit (${ref})`,
          "zh-TW": `付款未入帳：實付 ${paid}，找不到對應的儲值（${ref}）`,
          "zh-CN": `付款未入账：实付 ${paid}，找不到对应的充值（${ref}）`,
        },
  });
}

/**
 * A provider's verified notice, in one transaction: the deposit it names is locked, the notice is
 * stored with its amount and outcome (a notice stored before is answered `duplicate`, nothing done),
 * and a paid notice of the deposit's amount credits its parent exactly once; settling the bill the
 * deposit names is queued in the job outbox in the same transaction. Sandbox credits are test money
 * (kind sandbox_deposit).
 */
export async function applyProviderEvent(
  db: DbOrTx,
  providerName: DepositProvider,
  event: ProviderEvent,
): Promise<NoticeAnswer> {
  return db.transaction(async (tx) => {
    const deposit = event.providerRef
      ? await findDepositByRef(tx, providerName, event.providerRef, true)
      : undefined;
    const outcome = outcomeOf(event, deposit);
    const paid = event.type === "paid" ? event : null;
    const eventRowId = await recordProviderEvent(tx, {
      provider: providerName,
      eventId: event.eventId,
      depositId: deposit?.id ?? null,
      providerRef: event.providerRef,
      amount: paid?.amount ?? null,
      currency: paid?.currency ?? null,
      outcome,
    });
    if (eventRowId === null) return "duplicate";

    if (event.type === "info" && deposit) {
      await updateDeposit(tx, deposit.id, { paymentInfo: { ...(deposit.paymentInfo ?? {}), ...event.info } });
    }
    if (paid && (outcome === "mismatch" || outcome === "unknown_deposit")) {
      await openNoticeTodo(tx, providerName, paid, eventRowId, deposit);
    }
    if (outcome === "credited" && deposit) {
      const posted = await postLedgerEntry(tx, {
        parentUserId: deposit.parentUserId,
        currency: deposit.currency,
        amount: deposit.amount,
        kind: providerName === "sandbox" ? "sandbox_deposit" : "deposit",
        depositId: deposit.id,
        orderId: deposit.orderId,
        reasonCode: "deposit",
        reasonParams: { provider: providerName, ref: deposit.providerRef ?? "" },
        createdBy: null,
      });
      await updateDeposit(tx, deposit.id, { status: "paid", paidAt: new Date(), entryId: posted.id });
      await recordAudit(tx, {
        actorId: null,
        action: "balance_deposit.credited",
        targetType: "balance_deposit",
        targetId: deposit.id,
        before: { status: deposit.status },
        after: { status: "paid", entry_id: posted.id, event_id: event.eventId, amount: deposit.amount },
      });
      if (deposit.orderId != null)
        await enqueueSettleAfterDeposit(tx, { ...deposit, orderId: deposit.orderId });
    }
    return outcome;
  });
}
