export { teacherContractsRoutes } from "./teacher-contracts.routes";
export { toContractDto } from "./teacher-contracts.service";
