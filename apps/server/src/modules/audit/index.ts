export { type AuditEntry, listAuditFor, listAuditPage, recordAudit } from "./audit.service";
