import { balanceJobHandlers } from "../modules/balance";
import { settleOrderFromDeposit } from "../modules/billing";
import type { JobHandlers } from "./job-outbox";

/**
 * Every job kind the product queues, with its handler (what one module lends another is passed in
 * here, as in app.ts). Not exported from jobs/index.ts: modules queue jobs through it, and this
 * file imports modules.
 */
export const JOB_HANDLERS: JobHandlers = {
  ...balanceJobHandlers({ settleOrderFromDeposit }),
};
