import type { Currency } from "@edu/shared";
import type { Transaction } from "../../db/database";
import type { ModuleManifest } from "../../module-manifest";
import { balanceRoutes } from "./balance.routes";
import { runDepositExpiryOnce } from "./deposit-expiry";
import { balanceJobHandlers } from "./deposit-jobs";

/**
 * Billing's rule balance's job runs (billing contributes it): pay the bill a credited deposit names,
 * from that credit, dated in the school's time zone. Runs in the job's own transaction; throws to be retried.
 */
export type SettleBillAfterDeposit = (
  tx: Transaction,
  args: { orderId: number; parentUserId: number; currency: Currency; timeZone: string },
) => Promise<void>;

export const balanceModule: ModuleManifest = {
  name: "balance",
  routes: [balanceRoutes],
  scheduledJobs: ({ deps }) => [
    // Unpaid deposits older than DEPOSIT_EXPIRY_HOURS stop showing as waiting (a late paid notice still credits).
    {
      name: "deposit-expiry",
      everyMs: 15 * 60_000,
      run: (now) => runDepositExpiryOnce(deps.db, now, { expiryHours: deps.config.DEPOSIT_EXPIRY_HOURS }),
    },
  ],
  jobHandlers: ({ timeZone, extensions }) =>
    balanceJobHandlers({
      settleOrderFromDeposit: (tx, args) => extensions.settleOrderFromDeposit(tx, { ...args, timeZone }),
    }),
};
