export { fullPracticeAttempts, fullPracticeSharers, fullPractices } from "./full-practices.table";
export { practicesModule } from "./practices.manifest";
export { practiceSharers, practices } from "./practices.table";
