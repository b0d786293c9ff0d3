export const TEACHER_CONTRACT_STATUSES = ["draft", "active", "ended"] as const;
export type TeacherContractStatus = (typeof TEACHER_CONTRACT_STATUSES)[number];
export const TEACHER_CONTRACTS_PAGE_SIZE = 50;
