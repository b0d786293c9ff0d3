export { enqueueMail, listOutbox, type OutboxRow, type OutgoingMail } from "./outbox";
export { type MailTransport, runMailWorkerOnce, startMailWorker, createSmtpTransport } from "./mail-worker";
