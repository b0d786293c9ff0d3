export { tagsModule } from "./tags.manifest";
export { attachTags, detachTags, getTagOrThrow, listTags } from "./tags.service";
