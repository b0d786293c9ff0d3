import {
  type ClassMaterials,
  courseMaterialEndpoints as endpoints,
  type MaterialFolder,
  type MaterialItem,
} from "@edu/shared/course-materials";
import { uploadEndpoints } from "@edu/shared/uploads";
import { type ClassVocabProgress, vocabularyEndpoints } from "@edu/shared/vocabulary";
import { type EndpointStub, on } from "../../../test/stub-endpoints";

export const CLASS_ID = 7;

/** Two students of the class: one reviewing this week (3 of 4 remembered), one not started. */
export const PROGRESS: ClassVocabProgress = {
  session_class_id: CLASS_ID,
  students: [
    {
      student: { id: 31, name: "王美玲" },
      cards: 40,
      cards_due: 6,
      reviewed_this_week: 4,
      retention: 0.75,
    },
    {
      student: { id: 32, name: "Ethan Lee" },
      cards: 0,
      cards_due: 0,
      reviewed_this_week: 0,
      retention: null,
    },
  ],
  days: Array.from({ length: 7 }, (_, i) => ({
    date: `2026-11-${String(22 + i).padStart(2, "0")}`,
    reviews: i === 6 ? 4 : 0,
    again: i === 6 ? 1 : 0,
  })),
};

/**
 * A small stand-in for the server: folders and items kept in order, changed by the stubbed writes the
 * way the module changes them (appended at the end; folder_only moves items out to the top level).
 */
export function materialsServer(
  editor: boolean,
  seed: { folders?: MaterialFolder[]; items?: MaterialItem[] } = {},
) {
  let nextId = 100;
  const folders: MaterialFolder[] = [...(seed.folders ?? [])];
  let loose: MaterialItem[] = [...(seed.items ?? [])];
  const listOf = (folderId: number | null) =>
    folderId === null ? loose : (folders.find((f) => f.id === folderId)?.items ?? []);
  const findItem = (id: number) => [...loose, ...folders.flatMap((f) => f.items)].find((i) => i.id === id);
  const swap = <T>(list: T[], index: number, up: boolean) => {
    const other = up ? index - 1 : index + 1;
    if (other < 0 || other >= list.length) return;
    [list[index], list[other]] = [list[other] as T, list[index] as T];
  };
  const snapshot = (): ClassMaterials => ({
    session_class_id: CLASS_ID,
    can_edit: editor,
    folders: folders.map((f, i) => ({
      ...f,
      position: i + 1,
      items: f.items.map((it, j) => ({ ...it, position: j + 1 })),
    })),
    items: loose.map((it, j) => ({ ...it, position: j + 1 })),
  });
  const stubs: EndpointStub[] = [
    on(endpoints.listClassMaterials, snapshot),
    // Asked only by those who edit (ClassMaterials shows them the class's vocabulary progress).
    ...(editor ? [on(vocabularyEndpoints.getClassVocabProgress, PROGRESS)] : []),
    on(endpoints.createMaterialFolder, ({ body }) => {
      const folder = { id: nextId++, name: body.name, position: folders.length + 1, items: [] };
      folders.push(folder);
      return { id: folder.id, name: folder.name, position: folder.position };
    }),
    on(uploadEndpoints.uploadDocument, () => ({
      document: {
        id: 900,
        url: "/files/900/unit-1.pdf",
        name: "unit-1.pdf",
        size: 1200,
        mime_type: "application/pdf",
      },
    })),
    on(endpoints.createMaterialItem, ({ body }) => {
      const item = anItem({
        id: nextId++,
        folder_id: body.folder_id ?? null,
        title: body.title,
        description: body.description ?? "",
        link_url: body.link_url ?? null,
        file: body.upload_id
          ? {
              id: body.upload_id,
              url: "/files/900/unit-1.pdf",
              name: "unit-1.pdf",
              size: 1200,
              mime_type: "application/pdf",
            }
          : null,
      });
      listOf(item.folder_id).push(item);
      return item;
    }),
    on(endpoints.moveMaterialItem, ({ params, body }) => {
      const item = findItem(Number(params.id)) as MaterialItem;
      const list = listOf(item.folder_id);
      swap(list, list.indexOf(item), body.direction === "up");
      return { ok: true as const };
    }),
    on(endpoints.deleteMaterialFolder, ({ params, query }) => {
      const index = folders.findIndex((f) => f.id === Number(params.id));
      const [gone] = folders.splice(index, 1);
      if (gone && query.get("mode") === "folder_only")
        loose = [...loose, ...gone.items.map((it) => ({ ...it, folder_id: null }))];
      return { ok: true as const };
    }),
  ];
  return { stubs, snapshot };
}

export function anItem(patch: Partial<MaterialItem> = {}): MaterialItem {
  return {
    id: 1,
    folder_id: null,
    title: "Syllabus",
    description: "",
    link_url: "https://example.com/syllabus",
    file: null,
    position: 1,
    created_at: "2026-11-20T08:00:00.000Z",
    updated_at: "2026-11-20T08:00:00.000Z",
    ...patch,
  };
}
