export { createFileStorage } from "./uploads.file-storage";
export { uploadsModule } from "./uploads.manifest";
export { type MoveReport, moveUploadsToBucket } from "./uploads.move";
export { receiveFile } from "./uploads.receive";
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
