export { practicesModule } from "./practices.manifest";
export { practiceSharers, practices } from "./practices.table";
