import {
  DOCUMENT_MIME_TYPES,
  IMAGE_MIME_TYPES,
  type MessageKey,
  type Role,
  type UploadedDocument,
  type UploadKind,
} from "@edu/shared";
import { fileTypeFromFile } from "file-type";
import type { Database, DbOrTx } from "../../db/database";
import { AppError, forbidden, notFound } from "../../http/app-error";
import { deleteUploadRow, findUploadById, insertUpload, type UploadRow } from "./uploads.repository";
import { moveIntoPlace, newStorageKey, removeQuietly, storagePath } from "./uploads.storage";

export type Visibility = "public" | "private";
export type Actor = { id: number; roles: readonly Role[] };

/** A file already received into a temp path by the HTTP layer. */
export type ReceivedFile = { tempPath: string; size: number; originalName: string };

export type UploadPolicy = {
  kind: UploadKind;
  visibility: Visibility;
  allowedMimeTypes: readonly string[];
  typeMessage: MessageKey;
};

export const IMAGE_POLICY: UploadPolicy = {
  kind: "image",
  visibility: "public",
  allowedMimeTypes: IMAGE_MIME_TYPES,
  typeMessage: "image_type_not_allowed",
};

/** `type=img` documents are images embedded in content (public); other documents are private. */
export function documentPolicy(type: string | undefined): UploadPolicy {
  return type === "img"
    ? { ...IMAGE_POLICY, kind: "document" }
    : {
        kind: "document",
        visibility: "private",
        allowedMimeTypes: DOCUMENT_MIME_TYPES,
        typeMessage: "document_type_not_allowed",
      };
}

export const fileUrl = (row: Pick<UploadRow, "id" | "originalName">) =>
  `/files/${row.id}/${encodeURIComponent(row.originalName)}`;

export const toDocumentDto = (row: UploadRow): UploadedDocument => ({
  id: row.id,
  url: fileUrl(row),
  name: row.originalName,
  size: row.sizeBytes,
  mime_type: row.mimeType,
});

/**
 * Checks the received bytes (magic numbers, never the name or the client's content type), moves the
 * file into place and writes its row; on any failure nothing is left behind.
 */
export async function saveUpload(
  db: Database,
  uploadDir: string,
  ownerId: number,
  policy: UploadPolicy,
  file: ReceivedFile,
): Promise<UploadRow> {
  let finalPath: string | undefined;
  try {
    const detected = await fileTypeFromFile(file.tempPath);
    if (!detected || !policy.allowedMimeTypes.includes(detected.mime)) {
      throw new AppError("unsupported_media_type", { message: policy.typeMessage });
    }
    const storageKey = newStorageKey();
    return await db.transaction(async (tx) => {
      const row = await insertUpload(tx, {
        ownerId,
        kind: policy.kind,
        mimeType: detected.mime,
        sizeBytes: file.size,
        originalName: file.originalName,
        storageKey,
        visibility: policy.visibility,
      });
      finalPath = await moveIntoPlace(file.tempPath, uploadDir, storageKey);
      return row;
    });
  } catch (error) {
    if (finalPath) await removeQuietly(finalPath);
    throw error;
  } finally {
    await removeQuietly(file.tempPath);
  }
}

const isAdmin = (actor: Actor) => actor.roles.includes("super-admin");

/** Owner or admin; the row goes first (in a transaction), then the bytes. */
export async function deleteUpload(
  db: Database,
  uploadDir: string,
  actor: Actor,
  kind: UploadKind,
  id: number,
): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const found = await findUploadById(tx, id);
    if (!found || found.kind !== kind) throw notFound();
    if (found.ownerId !== actor.id && !isAdmin(actor)) throw forbidden();
    await deleteUploadRow(tx, id);
    return found;
  });
  await removeQuietly(storagePath(uploadDir, row.storageKey));
}

/**
 * Extra read rights on private files, given by other modules through the uploads index (e.g. a
 * teacher reads the document attached to their own contract). Keyed, so rebuilding an app is harmless.
 */
export type FileReadGrant = (db: DbOrTx, uploadId: number, userId: number) => Promise<boolean>;
const readGrants = new Map<string, FileReadGrant>();

export function registerFileReadGrant(name: string, grant: FileReadGrant): void {
  readGrants.set(name, grant);
}

export type ReadDecision = "allowed" | "unauthenticated" | "forbidden";

/** `public`: anyone. `private`: the owner, admins, staff, and whoever a registered grant admits. */
export async function decideFileRead(
  db: DbOrTx,
  row: UploadRow,
  viewer: (Actor & { isActive: boolean }) | undefined,
): Promise<ReadDecision> {
  if (row.visibility === "public") return "allowed";
  if (!viewer?.isActive) return "unauthenticated";
  if (row.ownerId === viewer.id || isAdmin(viewer) || viewer.roles.includes("staff")) return "allowed";
  for (const grant of readGrants.values()) {
    if (await grant(db, row.id, viewer.id)) return "allowed";
  }
  return "forbidden";
}

export async function getUploadOrThrow(db: DbOrTx, id: number): Promise<UploadRow> {
  const row = await findUploadById(db, id);
  if (!row) throw notFound();
  return row;
}

export async function findDocument(db: DbOrTx, id: number): Promise<UploadRow | undefined> {
  const row = await findUploadById(db, id);
  return row?.kind === "document" ? row : undefined;
}
