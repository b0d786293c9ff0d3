export { mailCenterModule } from "./mail-center.manifest";
export { mailRecipients, mails, mailTemplates } from "./mail-center.table";
export { createMail } from "./mail-center-drafts.service";
export type { MailDelivery } from "./mail-center-rules";
export { sendMail } from "./mail-center-send.service";
export { createTemplate } from "./mail-center-templates.service";
