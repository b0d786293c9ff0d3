import { ORDER_STATUS, type OrderStatus } from "@edu/shared";

/**
 * What a bill's status follows from (DESIGN.md §5 "derived states"): amounts are integer minor
 * units in the bill's currency. Nothing here is set by hand; `refreshOrderStatus` gathers these
 * from the bill, its payments, its paid marks and its problems, and stores the result.
 */
export type OrderStatusFacts = {
  /** The bill was sent to the family (`orders.sent_at`). */
  sent: boolean;
  /** What the family owes: the bill's total plus its difference adjustment. */
  due: number;
  /** Verified payments applied to the bill (an overpayment's excess is family credit, not here). */
  verifiedPaid: number;
  /** Paid from the family balance. */
  balancePaid: number;
  /** Lines an admin marked paid (their amounts). */
  markedPaid: number;
  /**
   * An admin marked every line paid (each line named, or every lesson of it): the whole bill is paid,
   * whatever its adjustment. Read from the paid marks, not from `orders.mark_paid_at` (which records
   * when and by whom the bill became paid, by any path).
   */
  markedAllPaid: boolean;
  /** A parent's proof awaits an admin's verification. */
  pendingProofs: number;
  /** Problems a parent flagged that no admin resolved yet. */
  openProblems: number;
};

/** Covered so far: verified payments + balance used + lines marked paid. */
export const coveredAmount = (facts: Pick<OrderStatusFacts, "verifiedPaid" | "balancePaid" | "markedPaid">) =>
  facts.verifiedPaid + facts.balancePaid + facts.markedPaid;

/** What is still owed (never below 0). */
export const outstandingAmount = (
  facts: Pick<OrderStatusFacts, "due" | "verifiedPaid" | "balancePaid" | "markedPaid" | "markedAllPaid">,
) => (facts.markedAllPaid ? 0 : Math.max(0, facts.due - coveredAmount(facts)));

/**
 * Spec 02 §4 bill flow as a rule:
 * - issue while an unresolved problem exists (it outranks every other state, paid included);
 * - paid when verified payments + balance used + lines marked paid cover what is due (or the
 *   admin marked the whole bill paid; a bill of 0 is paid once sent);
 * - confirm_pending while a parent's proof awaits verification;
 * - confirmed when something verified covers part of it;
 * - payment_pending once sent; created before.
 */
export function deriveOrderStatus(facts: OrderStatusFacts): OrderStatus {
  if (facts.openProblems > 0) return ORDER_STATUS.issue;
  const covered = coveredAmount(facts);
  if (facts.markedAllPaid) return ORDER_STATUS.paid;
  if (facts.due > 0 && covered >= facts.due) return ORDER_STATUS.paid;
  if (facts.due <= 0 && facts.sent) return ORDER_STATUS.paid;
  if (facts.pendingProofs > 0) return ORDER_STATUS.confirm_pending;
  if (covered > 0) return ORDER_STATUS.confirmed;
  if (facts.sent) return ORDER_STATUS.payment_pending;
  return ORDER_STATUS.created;
}

/**
 * Whether what is due is covered (by money, marks, or a bill of 0 once sent), problems aside: a bill
 * that is paid in full stays so while a problem is open (it shows issue). `orders.mark_paid_at/by`
 * record when and by whom this became true, and are cleared when it stops being so (a payment undone).
 */
export const isPaidInFull = (facts: OrderStatusFacts) =>
  deriveOrderStatus({ ...facts, openProblems: 0 }) === ORDER_STATUS.paid;
