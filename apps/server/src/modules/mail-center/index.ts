export { mailCenterRoutes } from "./mail-center.routes";
export { mailRecipients, mails, mailTemplates } from "./mail-center.table";
