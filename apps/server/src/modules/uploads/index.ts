export { uploadsRoutes } from "./uploads.routes";
export {
  type FileReadGrant,
  fileUrl,
  findDocument,
  toDocumentDto,
} from "./uploads.service";
