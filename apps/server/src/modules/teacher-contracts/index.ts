export { teacherContractsModule } from "./teacher-contracts.manifest";
export { teacherReadsOwnContractDocument, toContractDto } from "./teacher-contracts.service";
