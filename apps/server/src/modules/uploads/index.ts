export { type MoveReport, moveUploadsToBucket } from "./uploads.move";
export { uploadsRoutes } from "./uploads.routes";
export { createFileStorage, createS3Storage } from "./uploads.s3-storage";
export {
  type FileReadGrant,
  fileUrl,
  findDocument,
  ORPHAN_GRACE_MS,
  periodicSweep,
  sweepOrphanObjects,
  toDocumentDto,
} from "./uploads.service";
export { createLocalStorage, type FileStorage } from "./uploads.storage";
