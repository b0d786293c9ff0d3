export { type AuditEntry, listAuditFor, recordAudit } from "./audit.service";
