export {
  enqueueJob,
  type JobHandler,
  type JobHandlers,
  type JobOutboxPass,
  jobRetryDelayMs,
  MAX_JOB_ATTEMPTS,
  runJobOutboxOnce,
} from "./job-outbox";
export { jobOutbox } from "./job-outbox.table";
