export { createSmtpTransport, type MailTransport, runMailWorkerOnce, startMailWorker } from "./mail-worker";
export { enqueueMail, listOutbox, type OutboxRow, type OutgoingMail } from "./outbox";
export { outboxRoutes } from "./outbox.routes";
