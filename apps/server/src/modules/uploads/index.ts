export { uploadsModule } from "./uploads.manifest";
export { type MoveReport, moveUploadsToBucket } from "./uploads.move";
export { receiveFile } from "./uploads.receive";
export { createFileStorage, createS3Storage } from "./uploads.s3-storage";
export {
  deleteUpload,
  documentPolicy,
  type FileReadGrant,
  fileUrl,
  findDocument,
  ORPHAN_GRACE_MS,
  periodicSweep,
  type ReceivedFile,
  saveUpload,
  sweepOrphanObjects,
  toDocumentDto,
} from "./uploads.service";
export { createLocalStorage, type FileStorage, newTempPath } from "./uploads.storage";
