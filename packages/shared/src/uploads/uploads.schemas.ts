import { z } from "zod";
import { dbIdSchema } from "../system/paging.schemas";

/** POST image answers the stored image's id and the URL it is served at (`/files/{id}/{name}`). */
export const imageUploadResultSchema = z.object({ id: z.number().int(), url: z.string() });
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;

export const uploadedDocumentSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  size: z.number().int().describe("bytes"),
  mime_type: z.string(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** POST document answers `{ document }` (spec §7: "returns document.url"). */
export const documentUploadResultSchema = z.object({ document: uploadedDocumentSchema });
export type DocumentUploadResult = z.infer<typeof documentUploadResultSchema>;

export const uploadIdParamsSchema = z.object({ id: dbIdSchema });

export const fileParamsSchema = z.object({
  id: dbIdSchema,
  name: z.string().max(255).optional(),
});
