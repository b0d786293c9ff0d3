export { createSmtpTransport, type MailTransport, runMailWorkerOnce, startMailWorker } from "./mail-worker";
export {
  countOutboxWaiting,
  enqueueMail,
  listOutbox,
  type OutboxRow,
  type OutboxWaiting,
  type OutgoingMail,
} from "./outbox";
export { outboxRoutes } from "./outbox.routes";
