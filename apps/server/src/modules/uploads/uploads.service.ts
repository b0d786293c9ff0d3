import {
  DOCUMENT_MIME_TYPES,
  IMAGE_MIME_TYPES,
  type MessageKey,
  type UploadedDocument,
  type UploadKind,
} from "@edu/shared";
import { fileTypeFromFile } from "file-type";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { AppError, forbidden, notFound } from "../../http/app-error";
import { deleteUploadRow, findUploadById, insertUpload, type UploadRow } from "./uploads.repository";
import { moveIntoPlace, newStorageKey, removeQuietly, storagePath } from "./uploads.storage";

/**
 * `public`: anyone (content images: stories, covers, pictures in site content). `private`: the
 * owner, admins, staff and granted readers (documents). `personal`: a person's own image (a profile
 * photo): whoever may read that person's profile.
 */
export type Visibility = "public" | "private" | "personal";

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

/** POST image with `purpose=photo`: a profile photo, personal from the start (never public, even before it is linked). */
export const PHOTO_POLICY: UploadPolicy = { ...IMAGE_POLICY, visibility: "personal" };

export const imagePolicy = (purpose: string | undefined): UploadPolicy =>
  purpose === "photo" ? PHOTO_POLICY : IMAGE_POLICY;

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
    if (found.ownerId !== actor.id && !hasRole(actor, "super-admin")) throw forbidden();
    await deleteUploadRow(tx, id);
    return found;
  });
  await removeQuietly(storagePath(uploadDir, row.storageKey));
}

/**
 * An extra read right on private files that another module gives (e.g. a teacher reads the document
 * attached to their own contract). That module uses this one, so its grant is passed in (ModuleDeps).
 */
export type FileReadGrant = (db: DbOrTx, uploadId: number, userId: number) => Promise<boolean>;

export type ReadDecision = "allowed" | "unauthenticated" | "forbidden";
export type Viewer = Pick<Actor, "id" | "roles"> & { isActive: boolean };

/**
 * Whose image an upload is and who may see that person: the profiles module's rule, passed in by the
 * routes (profile-photos.bridge.ts), so this module holds no copy of it.
 */
export type PersonalImageRule = {
  /** The users whose profile photo this upload is (none for a content image). */
  subjectsOf: (db: DbOrTx, uploadId: number) => Promise<number[]>;
  mayRead: (db: DbOrTx, viewer: Viewer, subjectId: number) => Promise<boolean>;
};

/** Whether a file may be read, and whether shared caches may keep it (only anyone's files). */
export type FileRead = { decision: ReadDecision; cache: "public" | "private" };

/**
 * `public`: anyone, unless the image is someone's profile photo (whatever its upload said: photos
 * from before `personal` existed, or uploaded without `purpose=photo`), which makes it personal.
 * `personal`: the owner, admins, staff, and whoever may read the profile of a person it is the photo
 * of. `private`: the owner, admins, staff, and whoever one of `grants` admits.
 */
export async function decideFileRead(
  db: DbOrTx,
  row: UploadRow,
  viewer: Viewer | undefined,
  personal: PersonalImageRule,
  grants: readonly FileReadGrant[],
): Promise<FileRead> {
  const subjects = row.kind === "image" ? await personal.subjectsOf(db, row.id) : [];
  if (row.visibility === "public" && subjects.length === 0) return { decision: "allowed", cache: "public" };
  const decide = async (): Promise<ReadDecision> => {
    if (!viewer?.isActive) return "unauthenticated";
    if (row.ownerId === viewer.id || isStaff(viewer)) return "allowed";
    if (row.visibility === "private") {
      for (const grant of grants) if (await grant(db, row.id, viewer.id)) return "allowed";
      return "forbidden";
    }
    for (const subject of subjects) if (await personal.mayRead(db, viewer, subject)) return "allowed";
    return "forbidden";
  };
  return { decision: await decide(), cache: "private" };
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
