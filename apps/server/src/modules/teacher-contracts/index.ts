export { teacherContractsRoutes } from "./teacher-contracts.routes";
export { teacherReadsOwnContractDocument, toContractDto } from "./teacher-contracts.service";
