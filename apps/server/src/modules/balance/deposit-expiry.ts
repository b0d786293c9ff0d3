import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { balanceDeposits } from "./balance.table";

/** DEPOSIT_EXPIRY_HOURS' default: an unpaid checkout is given up after a day. */
export const DEFAULT_DEPOSIT_EXPIRY_HOURS = 24;
const BATCH = 500;
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * ECPay states until when its ATM account (`yyyy/MM/dd`, the whole day) or store code
 * (`yyyy/MM/dd HH:mm:ss`) can be paid, in Taiwan time. Undefined when absent or unreadable.
 */
export function ecpayPayableUntil(info: Record<string, string> | null): Date | undefined {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(
    info?.ExpireDate?.trim() ?? "",
  );
  if (!match) return undefined;
  const [, y, mo, d, h = "23", mi = "59", sec = "59"] = match;
  const utc =
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(sec)) - TAIPEI_OFFSET_MS;
  return Number.isNaN(utc) ? undefined : new Date(utc);
}

/**
 * The scheduled job: marks open (unpaid) deposits older than `expiryHours` expired, so they no
 * longer show as waiting and their checkout can no longer be paid from the sandbox page. An ECPay
 * deposit whose ATM account or store code is still payable (its ExpireDate) stays open until then.
 * A provider's paid notice that arrives later still credits the deposit once (applyProviderEvent
 * credits any deposit not yet paid): money received is never lost.
 * Safe in several processes: rows are claimed FOR UPDATE SKIP LOCKED, so a deposit being credited
 * right now (its notice holds the row) is skipped, and the update only touches rows still open.
 * Returns the ids it expired.
 */
export async function runDepositExpiryOnce(
  db: Database,
  now: Date,
  options: { expiryHours: number },
): Promise<number[]> {
  const cutoff = new Date(now.getTime() - options.expiryHours * 60 * 60 * 1000);
  const expired: number[] = [];
  let skip = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: balanceDeposits.id,
          provider: balanceDeposits.provider,
          paymentInfo: balanceDeposits.paymentInfo,
        })
        .from(balanceDeposits)
        .where(and(eq(balanceDeposits.status, "open"), lt(balanceDeposits.createdAt, cutoff)))
        .orderBy(asc(balanceDeposits.createdAt), asc(balanceDeposits.id))
        .limit(BATCH)
        .offset(skip)
        .for("update", { skipLocked: true });
      const due = rows
        .filter((row) => {
          if (row.provider !== "ecpay") return true;
          const until = ecpayPayableUntil(row.paymentInfo ?? null);
          return until === undefined || until < now;
        })
        .map((row) => row.id);
      if (due.length) {
        await tx
          .update(balanceDeposits)
          .set({ status: "expired" })
          .where(and(inArray(balanceDeposits.id, due), eq(balanceDeposits.status, "open")));
      }
      return { seen: rows.length, due, kept: rows.length - due.length };
    });
    expired.push(...batch.due);
    // Rows still payable at ECPay stay open and would come back first: skip past them.
    skip += batch.kept;
    if (batch.seen < BATCH) break;
  }
  return expired;
}
