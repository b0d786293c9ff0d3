import {
  DOCUMENT_MIME_TYPES,
  IMAGE_MIME_TYPES,
  type MessageKey,
  type UploadedDocument,
  type UploadKind,
} from "@edu/shared";
import { RECORDING_MIME_TYPES } from "@edu/shared/toefl";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { AppError, forbidden, notFound } from "../../http/app-error";
import { isRecordingType, RECORDING_LIMIT, RECORDING_TYPE_OF } from "./uploads.audio";
import {
  deleteUploadRow,
  existingStorageKeys,
  findUploadById,
  insertUpload,
  type UploadRow,
} from "./uploads.repository";
import { type FileStorage, newStorageKey, removeQuietly, removeStaleTempFiles } from "./uploads.storage";

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
  /** Sniffed types stored under another name (browser recordings: uploads.audio.ts). */
  storedTypeOf?: Readonly<Record<string, string>>;
  /** A smaller limit for some types (recordings), checked once the content says what the file is. */
  typeLimit?: { applies: (mime: string) => boolean; maxBytes: number; message: MessageKey };
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

/** A screenshot sent with feedback: an image, private to its sender, admins and staff. */
export const FEEDBACK_SCREENSHOT_POLICY: UploadPolicy = {
  kind: "document",
  visibility: "private",
  allowedMimeTypes: IMAGE_MIME_TYPES,
  typeMessage: "image_type_not_allowed",
};

/**
 * `type=img` documents are images embedded in content (public); other documents are private: office files,
 * PDFs, images, and spoken answers recorded for a test (audio, with their own 10 MB limit).
 */
export function documentPolicy(type: string | undefined): UploadPolicy {
  return type === "img"
    ? { ...IMAGE_POLICY, kind: "document" }
    : {
        kind: "document",
        visibility: "private",
        allowedMimeTypes: [...DOCUMENT_MIME_TYPES, ...RECORDING_MIME_TYPES],
        typeMessage: "document_type_not_allowed",
        storedTypeOf: RECORDING_TYPE_OF,
        typeLimit: { applies: isRecordingType, ...RECORDING_LIMIT },
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

/** file-type's signatures (+1.2 MB RSS): loaded at the first upload, not at start. */
let fileTypePackage: Promise<typeof import("file-type")> | undefined;
const loadFileType = () => (fileTypePackage ??= import("file-type"));

/**
 * Checks the received bytes (magic numbers, never the name or the client's content type), stores
 * the object whole, then writes its row; on any failure nothing is left behind. The object goes
 * first, so a row never points at nothing; a process killed between the two leaves an object
 * without a row, which nobody can read (files are found through rows) and the sweep removes.
 */
export async function saveUpload(
  db: Database,
  storage: FileStorage,
  /** Null for a visitor's upload (a feedback screenshot). */
  ownerId: number | null,
  policy: UploadPolicy,
  file: ReceivedFile,
): Promise<UploadRow> {
  const storageKey = newStorageKey();
  let putTried = false;
  try {
    const { fileTypeFromFile } = await loadFileType();
    const detected = await fileTypeFromFile(file.tempPath);
    const mime = detected && (policy.storedTypeOf?.[detected.mime] ?? detected.mime);
    if (!mime || !policy.allowedMimeTypes.includes(mime)) {
      throw new AppError("unsupported_media_type", { message: policy.typeMessage });
    }
    if (policy.typeLimit?.applies(mime) && file.size > policy.typeLimit.maxBytes)
      throw new AppError("payload_too_large", { message: policy.typeLimit.message });
    putTried = true;
    await storage.put(storageKey, file.tempPath, mime);
    return await insertUpload(db, {
      ownerId,
      kind: policy.kind,
      mimeType: mime,
      sizeBytes: file.size,
      originalName: file.originalName,
      storageKey,
      visibility: policy.visibility,
    });
  } catch (error) {
    // Remove the object only when surely no row names it (a commit whose answer was lost may
    // have written one); when that cannot be told, the sweep decides later.
    if (putTried) {
      const rowExists = await existingStorageKeys(db, [storageKey])
        .then((keys) => keys.size > 0)
        .catch(() => true);
      if (!rowExists) await storage.remove(storageKey).catch(() => undefined);
    }
    throw error;
  } finally {
    await removeQuietly(file.tempPath);
  }
}

/** Owner or admin; the row goes first (in a transaction), then the object (or the sweep takes it). */
export async function deleteUpload(
  db: Database,
  storage: FileStorage,
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
  await storage.remove(row.storageKey).catch(() => undefined);
}

/** Objects no row names are left only by a killed process or a failed removal; an hour is ample. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export type SweepResult = { checked: number; removed: string[]; tempFilesRemoved: number };

/**
 * Removes stored objects that no row names and that are older than `olderThan` (younger ones may
 * belong to an upload whose row is being written), and temp files left by a killed process.
 * Idempotent, so every process may run it. `dryRun` only reports what would go.
 */
export async function sweepOrphanObjects(
  db: DbOrTx,
  storage: FileStorage,
  olderThan: Date,
  { dryRun = false } = {},
): Promise<SweepResult> {
  const result: SweepResult = { checked: 0, removed: [], tempFilesRemoved: 0 };
  let batch: string[] = [];
  const flush = async () => {
    const known = await existingStorageKeys(db, batch);
    for (const key of batch) {
      if (known.has(key)) continue;
      if (!dryRun) await storage.remove(key);
      result.removed.push(key);
    }
    batch = [];
  };
  for await (const object of storage.list()) {
    result.checked++;
    if (object.lastModified >= olderThan) continue;
    batch.push(object.storageKey);
    if (batch.length >= 500) await flush();
  }
  await flush();
  if (!dryRun) result.tempFilesRemoved = await removeStaleTempFiles(storage.receiveDir, olderThan);
  return result;
}

export type PeriodicSweep = SweepResult & { refused?: { orphans: number; checked: number } };

/**
 * What every process runs each hour. Stale temp files always go. Objects without a row go only from
 * a bucket, and only when they are few: crashes leave one at a time, so many at once means the bucket
 * (or S3_PREFIX) is shared with another database, whose files must not be touched; then nothing is
 * removed and the caller logs why. The local directory's orphans are left alone: with DATABASE_URL
 * the directory (under DATA_DIR) is not tied to one database (trying PostgreSQL on an installation's
 * data directory would otherwise lose its files).
 */
export async function periodicSweep(
  db: DbOrTx,
  storage: FileStorage,
  now = new Date(),
): Promise<PeriodicSweep> {
  const olderThan = new Date(now.getTime() - ORPHAN_GRACE_MS);
  const tempOnly = async (refused?: PeriodicSweep["refused"]): Promise<PeriodicSweep> => ({
    checked: 0,
    removed: [],
    tempFilesRemoved: await removeStaleTempFiles(storage.receiveDir, olderThan),
    ...(refused ? { refused } : {}),
  });
  if (storage.kind !== "s3") return tempOnly();
  const found = await sweepOrphanObjects(db, storage, olderThan, { dryRun: true });
  if (found.removed.length > Math.max(MAX_SWEPT_ORPHANS, found.checked * 0.05))
    return tempOnly({ orphans: found.removed.length, checked: found.checked });
  return sweepOrphanObjects(db, storage, olderThan);
}

/** More orphans than this (or 5 % of the bucket) in one pass is not what crashes leave. */
export const MAX_SWEPT_ORPHANS = 5;

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
