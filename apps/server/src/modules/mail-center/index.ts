export { mailCenterRoutes } from "./mail-center.routes";
export { createMail, createTemplate, type MailDelivery, sendMail } from "./mail-center.service";
export { mailRecipients, mails, mailTemplates } from "./mail-center.table";
