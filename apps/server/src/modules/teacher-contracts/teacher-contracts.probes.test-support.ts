import { teacherContractEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each teacher contracts route; who is let in is the declared access. */
export const teacherContractsProbes = defineProbes(teacherContractEndpoints, {
  searchTeacherContracts: { allowed: 200 },
  listMyTeacherContracts: { allowed: 200 },
  createTeacherContract: { allowed: 422, request: () => EMPTY_BODY },
  updateTeacherContractById: {
    allowed: 200,
    request: (f) => ({
      url: `/api/teacher-contract/${f.contract}`,
      body: { notes: "seen by the permission table" },
    }),
  },
  deleteTeacherContractById: {
    allowed: 200,
    request: (f) => ({ url: `/api/teacher-contract/${f.contractToDelete}` }),
  },
});
