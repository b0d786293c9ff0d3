import type { ModuleManifest } from "../../module-manifest";
import { linePushQueue } from "../line";
import { parseBillReminderDays, runBillRemindersOnce } from "./bill-reminders";
import { billsRoutes } from "./billing.routes";
import { demoBillingProofSeed, demoBillingSeed } from "./demo-billing.seed";
import { orderPaymentsRoutes } from "./order-payments.routes";
import { isFamilyOrder, settleOrderFromDeposit } from "./pay-from-balance.service";

export const billingModule: ModuleManifest = {
  name: "billing",
  routes: [billsRoutes, orderPaymentsRoutes],
  scheduledJobs: ({ deps }) => [
    // Overdue bills: once per bill and reminder day; a missed day is caught up once (bill-reminders.ts).
    {
      name: "bill-reminders",
      everyMs: 15 * 60_000,
      run: (now) =>
        runBillRemindersOnce(deps.db, now, {
          days: parseBillReminderDays(deps.config.BILL_REMINDER_DAYS),
          publicUrl: deps.config.PUBLIC_URL,
          timeZone: deps.config.SCHOOL_TIME_ZONE,
          pushLine: linePushQueue(deps.config),
        }),
    },
  ],
  demoSeeds: [demoBillingSeed, demoBillingProofSeed],
  // Balance asks: a deposit may name only a bill its parent may read; once the credit arrives, its job
  // settles that bill.
  contributes: { isFamilyOrder, settleOrderFromDeposit },
};
