import { balanceJobHandlers } from "../modules/balance";
import { settleOrderFromDeposit } from "../modules/billing";
import type { JobHandlers } from "./job-outbox";

/**
 * Every job kind the product queues, with its handler (what one module lends another is passed in
 * here, as in app.ts). Not exported from jobs/index.ts: modules queue jobs through it, and this
 * file imports modules. `timeZone` is the school's (config.SCHOOL_TIME_ZONE): it dates payments.
 */
export function jobHandlers(options: { timeZone: string }): JobHandlers {
  return {
    ...balanceJobHandlers({
      settleOrderFromDeposit: (tx, args) =>
        settleOrderFromDeposit(tx, { ...args, timeZone: options.timeZone }),
    }),
  };
}
