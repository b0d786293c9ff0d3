export { buildExport } from "./build-export";
export { counselingExportsModule } from "./counseling-exports.manifest";
export { previewExport } from "./counseling-exports.service";
