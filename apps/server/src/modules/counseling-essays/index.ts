export { counselingEssaysModule } from "./counseling-essays.manifest";
export {
  counselingEssayComments,
  counselingEssays,
  counselingEssayVersions,
} from "./counseling-essays.table";
export { getEssay, listEssays } from "./essays.service";
