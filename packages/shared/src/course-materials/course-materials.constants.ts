/** Folder names and item titles. */
export const MATERIAL_NAME_MAX = 200;
export const MATERIAL_DESCRIPTION_MAX = 2000;
/** Spec 03 §9: a course material's file is at most 20 MB (the uploads module's document limit). */
export { DOCUMENT_MAX_BYTES as MATERIAL_FILE_MAX_BYTES } from "../uploads/uploads.constants";
export const MOVE_DIRECTIONS = ["up", "down"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];
