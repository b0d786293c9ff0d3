import { ORDER_STATUS } from "@edu/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveOrderStatus, type OrderStatusFacts, outstandingAmount } from "./order-status.rule";

const base: OrderStatusFacts = {
  sent: false,
  due: 10_000,
  verifiedPaid: 0,
  balancePaid: 0,
  markedPaid: 0,
  markedAllPaid: false,
  pendingProofs: 0,
  openProblems: 0,
};

describe("deriveOrderStatus (spec 02 §4 bill flow)", () => {
  it("walks created → payment_pending → confirm_pending → confirmed → paid", () => {
    expect(deriveOrderStatus(base)).toBe(ORDER_STATUS.created);
    expect(deriveOrderStatus({ ...base, sent: true })).toBe(ORDER_STATUS.payment_pending);
    expect(deriveOrderStatus({ ...base, sent: true, pendingProofs: 1 })).toBe(ORDER_STATUS.confirm_pending);
    expect(deriveOrderStatus({ ...base, sent: true, verifiedPaid: 4_000 })).toBe(ORDER_STATUS.confirmed);
    expect(deriveOrderStatus({ ...base, sent: true, verifiedPaid: 4_000, balancePaid: 6_000 })).toBe(
      ORDER_STATUS.paid,
    );
  });

  it("counts verified payments, balance used and marked lines together", () => {
    expect(
      deriveOrderStatus({ ...base, sent: true, verifiedPaid: 3_000, balancePaid: 3_000, markedPaid: 4_000 }),
    ).toBe(ORDER_STATUS.paid);
    expect(
      deriveOrderStatus({ ...base, sent: true, verifiedPaid: 3_000, balancePaid: 3_000, markedPaid: 3_999 }),
    ).toBe(ORDER_STATUS.confirmed);
  });

  it("an unresolved problem shows issue, even on a paid bill", () => {
    expect(deriveOrderStatus({ ...base, openProblems: 1 })).toBe(ORDER_STATUS.issue);
    expect(deriveOrderStatus({ ...base, sent: true, verifiedPaid: 10_000, openProblems: 2 })).toBe(
      ORDER_STATUS.issue,
    );
  });

  it("a pending proof shows confirm_pending while part is verified; paid wins once covered", () => {
    expect(deriveOrderStatus({ ...base, sent: true, verifiedPaid: 5_000, pendingProofs: 1 })).toBe(
      ORDER_STATUS.confirm_pending,
    );
    expect(deriveOrderStatus({ ...base, sent: true, verifiedPaid: 10_000, pendingProofs: 1 })).toBe(
      ORDER_STATUS.paid,
    );
  });

  it("the whole bill marked paid is paid; a bill of 0 is paid once sent", () => {
    expect(deriveOrderStatus({ ...base, markedAllPaid: true })).toBe(ORDER_STATUS.paid);
    expect(deriveOrderStatus({ ...base, due: 0 })).toBe(ORDER_STATUS.created);
    expect(deriveOrderStatus({ ...base, due: 0, sent: true })).toBe(ORDER_STATUS.paid);
  });

  it("property: paid exactly when covered (no problem open), and outstanding is what is left", () => {
    const amount = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        fc.record({
          sent: fc.boolean(),
          due: fc.integer({ min: 1, max: 1_000_000 }),
          verifiedPaid: amount,
          balancePaid: amount,
          markedPaid: amount,
          markedAllPaid: fc.constant(false),
          pendingProofs: fc.integer({ min: 0, max: 3 }),
          openProblems: fc.constant(0),
        }),
        (facts) => {
          const covered = facts.verifiedPaid + facts.balancePaid + facts.markedPaid;
          const status = deriveOrderStatus(facts);
          expect(status === ORDER_STATUS.paid).toBe(covered >= facts.due);
          expect(outstandingAmount(facts)).toBe(Math.max(0, facts.due - covered));
          if (status !== ORDER_STATUS.paid && covered === 0 && facts.pendingProofs === 0) {
            expect(status).toBe(facts.sent ? ORDER_STATUS.payment_pending : ORDER_STATUS.created);
          }
        },
      ),
    );
  });
});
