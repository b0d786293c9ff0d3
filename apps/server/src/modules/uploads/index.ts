export { uploadsRoutes } from "./uploads.routes";
export {
  type FileReadGrant,
  fileUrl,
  findDocument,
  registerFileReadGrant,
  toDocumentDto,
} from "./uploads.service";
