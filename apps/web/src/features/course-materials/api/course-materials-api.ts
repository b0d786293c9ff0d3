import { courseMaterialEndpoints as endpoints, type MoveDirection } from "@edu/shared/course-materials";
import { uploadEndpoints } from "@edu/shared/uploads";
import { queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

type ItemBody = EndpointBody<typeof endpoints.createMaterialItem>;
type ItemChanges = EndpointBody<typeof endpoints.updateMaterialItem>;

export const materialsKey = (classId: number) => ["course-materials", classId] as const;

export const classMaterialsQuery = (classId: number) =>
  queryOptions({
    queryKey: materialsKey(classId),
    queryFn: ({ signal }) =>
      call(endpoints.listClassMaterials, { params: { id: classId } }, { signal, overlay: false }),
  });

export const createFolder = (classId: number, name: string) =>
  call(endpoints.createMaterialFolder, { params: { id: classId }, body: { name } });

export const renameFolder = (id: number, name: string) =>
  call(endpoints.renameMaterialFolder, { params: { id }, body: { name } });

export const moveFolder = (id: number, direction: MoveDirection) =>
  call(endpoints.moveMaterialFolder, { params: { id }, body: { direction } });

export const deleteFolder = (id: number, mode: "folder_only" | "with_contents") =>
  call(endpoints.deleteMaterialFolder, { params: { id }, query: { mode } });

/**
 * A file goes first through POST document (private, ≤ 20 MB); the material then names it. Silent: the form
 * shows a refusal beside the file field, a 413 in the spec's words (03 §5).
 */
export async function uploadMaterialFile(file: File): Promise<number> {
  const answer = await call(
    uploadEndpoints.uploadDocument,
    { form: { document: file } },
    { overlay: false, silent: true },
  );
  return answer.document.id;
}

export const createItem = (classId: number, body: ItemBody) =>
  call(endpoints.createMaterialItem, { params: { id: classId }, body });

export const updateItem = (id: number, body: ItemChanges) =>
  call(endpoints.updateMaterialItem, { params: { id }, body });

export const moveItem = (id: number, direction: MoveDirection) =>
  call(endpoints.moveMaterialItem, { params: { id }, body: { direction } });

export const deleteItem = (id: number) => call(endpoints.deleteMaterialItem, { params: { id } });
