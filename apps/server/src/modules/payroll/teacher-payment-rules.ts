import type { TeacherBalance } from "@edu/shared";
import type { Actor } from "../../http/actor";
import type * as repo from "./payroll.repository";
import type * as paymentsRepo from "./teacher-payments.repository";

// What the teacher payment and monetary statement use cases share: the audit row and the balance lines.

export const audit = (
  actor: Actor,
  action: string,
  targetType: string,
  id: number,
  before: unknown,
  after: unknown,
) => ({
  actorId: actor.id,
  action,
  targetType,
  targetId: id,
  before: before as Record<string, unknown> | null,
  after: after as Record<string, unknown> | null,
  requestId: actor.requestId,
});

/**
 * One line per currency met in the ledger or on a statement awaiting confirmation: earned and paid from
 * `flows`, outstanding from `owed` (the same rows, or for a period the balance at its end), and
 * what sent statements not yet confirmed still owe (a teacher with only such a statement reads it here,
 * not "nothing").
 */
export function mergeBalances(
  flows: paymentsRepo.BalanceRow[],
  owed: paymentsRepo.BalanceRow[],
  awaiting: repo.AwaitingRow[],
): TeacherBalance[] {
  const currencies = [...new Set([...flows, ...owed, ...awaiting].map((r) => r.currency))].sort();
  return currencies.map((currency) => {
    const flow = flows.find((r) => r.currency === currency);
    return {
      currency,
      earned: Number(flow?.earned ?? 0),
      paid: Number(flow?.paid ?? 0),
      outstanding: Number(owed.find((r) => r.currency === currency)?.outstanding ?? 0),
      awaiting_confirmation: awaiting.find((r) => r.currency === currency)?.amount ?? 0,
    };
  });
}
