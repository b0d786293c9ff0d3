import type { ModuleManifest } from "../../module-manifest";
import { teacherContractsRoutes } from "./teacher-contracts.routes";
import { teacherReadsOwnContractDocument } from "./teacher-contracts.service";

export const teacherContractsModule: ModuleManifest = {
  name: "teacher-contracts",
  routes: [teacherContractsRoutes],
  contributes: { fileReadGrants: [teacherReadsOwnContractDocument] },
};
