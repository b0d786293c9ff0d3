import type {
  ClassMaterials,
  CreateMaterialFolder,
  CreateMaterialItem,
  DeleteMaterialFolderQuery,
  MaterialFolderSaved,
  MaterialItem,
  MoveMaterial,
  UpdateMaterialItem,
} from "@edu/shared/course-materials";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { fieldError, notFound } from "../../http/app-error";
import { toWireTime } from "../../http/wire-time";
import { findDocument, toDocumentDto } from "../uploads";
import * as repo from "./course-materials.repository";
import { assertMaterialsRead, assertMaterialsWrite } from "./course-materials-access";

const OK = { ok: true as const };

const toItemDto = ({ item, file }: repo.ItemWithFile): MaterialItem => ({
  id: item.id,
  folder_id: item.folderId,
  title: item.title,
  description: item.description,
  link_url: item.linkUrl,
  file: file ? toDocumentDto(file) : null,
  position: item.position,
  created_at: toWireTime(item.createdAt),
  updated_at: toWireTime(item.updatedAt),
});

const toFolderDto = (row: repo.FolderRow): MaterialFolderSaved => ({
  id: row.id,
  name: row.name,
  position: row.position,
});

export async function listClassMaterials(
  db: Database,
  actor: Actor,
  classId: number,
): Promise<ClassMaterials> {
  const role = await assertMaterialsRead(db, actor, classId);
  const folders = await repo.listFolders(db, classId);
  const items = (await repo.listItems(db, classId)).map(toItemDto);
  return {
    session_class_id: classId,
    can_edit: role === "editor",
    folders: folders.map((folder) => ({
      ...toFolderDto(folder),
      items: items.filter((item) => item.folder_id === folder.id),
    })),
    items: items.filter((item) => item.folder_id === null),
  };
}

// ---- folders ----

/** The folder and the caller's right to write it (404 to anyone who cannot read its class). */
async function writableFolder(db: DbOrTx, actor: Actor, id: number): Promise<repo.FolderRow> {
  const folder = await repo.findFolder(db, id);
  if (!folder) throw notFound();
  await assertMaterialsWrite(db, actor, folder.sessionClassId);
  return folder;
}

export async function createFolder(
  db: Database,
  actor: Actor,
  classId: number,
  body: CreateMaterialFolder,
): Promise<MaterialFolderSaved> {
  await assertMaterialsWrite(db, actor, classId);
  return db.transaction(async (tx) => {
    await repo.lockClassMaterials(tx, classId);
    const position = await repo.nextFolderPosition(tx, classId);
    const row = await repo.insertFolder(tx, {
      sessionClassId: classId,
      name: body.name,
      position,
      createdBy: actor.id,
    });
    return toFolderDto(row);
  });
}

export async function renameFolder(
  db: Database,
  actor: Actor,
  id: number,
  body: CreateMaterialFolder,
): Promise<MaterialFolderSaved> {
  await writableFolder(db, actor, id);
  return toFolderDto(await repo.updateFolder(db, id, { name: body.name }));
}

export async function moveFolder(db: Database, actor: Actor, id: number, body: MoveMaterial) {
  const { sessionClassId } = await writableFolder(db, actor, id);
  await db.transaction(async (tx) => {
    await repo.lockClassMaterials(tx, sessionClassId);
    const folder = await repo.findFolder(tx, id);
    if (!folder) throw notFound();
    const other = await repo.folderNeighbour(tx, folder, body.direction === "up");
    if (!other) return;
    await repo.updateFolder(tx, folder.id, { position: other.position });
    await repo.updateFolder(tx, other.id, { position: folder.position });
  });
  return OK;
}

/** `folder_only`: its items move out to the end of the top level; `with_contents`: they go too. */
export async function deleteFolder(db: Database, actor: Actor, id: number, query: DeleteMaterialFolderQuery) {
  const { sessionClassId } = await writableFolder(db, actor, id);
  await db.transaction(async (tx) => {
    await repo.lockClassMaterials(tx, sessionClassId);
    if (query.mode === "folder_only") await repo.moveItemsToTopLevel(tx, sessionClassId, id);
    // The items' rows go with the folder (foreign key cascade); their uploads stay with their owner.
    await repo.deleteFolderRow(tx, id);
  });
  return OK;
}

// ---- items ----

/** A folder named for an item must be one of the same class (422 otherwise). */
async function checkFolder(db: DbOrTx, classId: number, folderId: number | null): Promise<void> {
  if (folderId === null) return;
  const folder = await repo.findFolder(db, folderId);
  if (folder?.sessionClassId !== classId) throw fieldError("folder_id", "v.cm_folder_not_found");
}

/**
 * A file is the caller's own private document (POST /api/document, ≤ 20 MB), attached to no other
 * material: naming another person's upload would hand it to this class's people.
 */
async function checkUpload(db: DbOrTx, actor: Actor, uploadId: number, itemId?: number): Promise<void> {
  const upload = await findDocument(db, uploadId);
  if (!upload || upload.ownerId !== actor.id || upload.visibility !== "private")
    throw fieldError("upload_id", "v.cm_file_not_found");
  if (await repo.uploadInUse(db, uploadId, itemId)) throw fieldError("upload_id", "v.cm_file_in_use");
}

async function itemDto(db: DbOrTx, id: number): Promise<MaterialItem> {
  const row = await repo.findItemWithFile(db, id);
  if (!row) throw notFound();
  return toItemDto(row);
}

export async function createItem(
  db: Database,
  actor: Actor,
  classId: number,
  body: CreateMaterialItem,
): Promise<MaterialItem> {
  await assertMaterialsWrite(db, actor, classId);
  return db.transaction(async (tx) => {
    await repo.lockClassMaterials(tx, classId);
    await checkFolder(tx, classId, body.folder_id);
    if (body.upload_id !== null) await checkUpload(tx, actor, body.upload_id);
    const row = await repo.insertItem(tx, {
      sessionClassId: classId,
      folderId: body.folder_id,
      title: body.title,
      description: body.description,
      linkUrl: body.link_url,
      uploadId: body.upload_id,
      position: await repo.nextItemPosition(tx, classId, body.folder_id),
      createdBy: actor.id,
    });
    return itemDto(tx, row.id);
  });
}

async function writableItem(db: DbOrTx, actor: Actor, id: number): Promise<repo.ItemRow> {
  const item = await repo.findItem(db, id);
  if (!item) throw notFound();
  await assertMaterialsWrite(db, actor, item.sessionClassId);
  return item;
}

export async function updateItem(
  db: Database,
  actor: Actor,
  id: number,
  body: UpdateMaterialItem,
): Promise<MaterialItem> {
  const { sessionClassId } = await writableItem(db, actor, id);
  return db.transaction(async (tx) => {
    await repo.lockClassMaterials(tx, sessionClassId);
    const item = await repo.findItem(tx, id);
    if (!item) throw notFound();
    const changes: Partial<repo.ItemRow> = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.description !== undefined) changes.description = body.description;
    if (body.link_url !== undefined) Object.assign(changes, { linkUrl: body.link_url, uploadId: null });
    if (body.upload_id !== undefined) {
      await checkUpload(tx, actor, body.upload_id, id);
      Object.assign(changes, { uploadId: body.upload_id, linkUrl: null });
    }
    if (body.folder_id !== undefined && body.folder_id !== item.folderId) {
      await checkFolder(tx, sessionClassId, body.folder_id);
      changes.folderId = body.folder_id;
      changes.position = await repo.nextItemPosition(tx, sessionClassId, body.folder_id);
    }
    await repo.updateItem(tx, id, changes);
    return itemDto(tx, id);
  });
}

export async function moveItem(db: Database, actor: Actor, id: number, body: MoveMaterial) {
  const { sessionClassId } = await writableItem(db, actor, id);
  await db.transaction(async (tx) => {
    await repo.lockClassMaterials(tx, sessionClassId);
    const item = await repo.findItem(tx, id);
    if (!item) throw notFound();
    const other = await repo.itemNeighbour(tx, item, body.direction === "up");
    if (!other) return;
    await repo.updateItem(tx, item.id, { position: other.position });
    await repo.updateItem(tx, other.id, { position: item.position });
  });
  return OK;
}

export async function deleteItem(db: Database, actor: Actor, id: number) {
  await writableItem(db, actor, id);
  await repo.deleteItemRow(db, id);
  return OK;
}
