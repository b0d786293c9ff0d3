import type { Currency, DepositProvider } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { balanceProviderEvents } from "./balance.table";

export type ProviderEventRow = typeof balanceProviderEvents.$inferSelect;
export type NewProviderEvent = typeof balanceProviderEvents.$inferInsert & {
  provider: DepositProvider;
  currency?: Currency | null;
};

/**
 * Stores a verified notice with what became of it; null when its (provider, event id) was stored
 * before: the unique key makes a second delivery a no-op, also when two arrive at once.
 */
export async function recordProviderEvent(tx: DbOrTx, values: NewProviderEvent): Promise<number | null> {
  const [row] = await tx
    .insert(balanceProviderEvents)
    .values(values)
    .onConflictDoNothing({ target: [balanceProviderEvents.provider, balanceProviderEvents.eventId] })
    .returning({ id: balanceProviderEvents.id });
  return row?.id ?? null;
}
