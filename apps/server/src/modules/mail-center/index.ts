export { mailCenterModule } from "./mail-center.manifest";
export { createMail, createTemplate, type MailDelivery, sendMail } from "./mail-center.service";
export { mailRecipients, mails, mailTemplates } from "./mail-center.table";
