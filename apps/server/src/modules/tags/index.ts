export { tagsRoutes } from "./tags.routes";
export { attachTags, detachTags, getTagOrThrow, listTags } from "./tags.service";
