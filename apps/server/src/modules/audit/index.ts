export { auditModule } from "./audit.manifest";
export { type AuditEntry, listAuditFor, listAuditPage, recordAudit } from "./audit.service";
