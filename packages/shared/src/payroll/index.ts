export * from "./payroll.compute";
export * from "./payroll.constants";
export * from "./payroll.endpoints";
export * from "./payroll.schemas";
