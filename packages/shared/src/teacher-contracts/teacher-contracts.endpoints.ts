import { okSchema } from "../accounts/accounts.schemas";
import { ADMIN, OFFICE, TEACHER } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import {
  createTeacherContractSchema,
  myTeacherContractsQuerySchema,
  searchTeacherContractsQuerySchema,
  teacherContractIdParamsSchema,
  teacherContractPageSchema,
  teacherContractSchema,
  updateTeacherContractSchema,
} from "./teacher-contracts.schemas";

export const teacherContractEndpoints = defineEndpoints("teacher-contracts", {
  searchTeacherContracts: {
    method: "GET",
    path: "/api/teacher-contracts/search",
    access: OFFICE,
    summary: "Search contracts (teacher_id, status, q over the teacher's name, from/to in force; paged)",
    query: searchTeacherContractsQuerySchema,
    response: teacherContractPageSchema,
    errors: [401, 403, 422],
  },
  listMyTeacherContracts: {
    method: "GET",
    path: "/api/teacher-contracts/mine",
    access: TEACHER,
    summary: "The signed-in teacher's contracts (paged)",
    query: myTeacherContractsQuerySchema,
    response: teacherContractPageSchema,
    errors: [401, 403, 422],
  },
  createTeacherContract: {
    method: "POST",
    path: "/api/teacher-contract",
    access: ADMIN,
    summary: "Create a teacher contract (hourly rate in minor units; audited)",
    body: createTeacherContractSchema,
    response: teacherContractSchema,
    errors: [401, 403, 422],
  },
  updateTeacherContractById: {
    method: "PATCH",
    path: "/api/teacher-contract/:id",
    access: ADMIN,
    summary: "Change a teacher contract (audited, before and after)",
    params: teacherContractIdParamsSchema,
    body: updateTeacherContractSchema,
    response: teacherContractSchema,
    errors: [401, 403, 404, 422],
  },
  deleteTeacherContractById: {
    method: "DELETE",
    path: "/api/teacher-contract/:id",
    access: ADMIN,
    summary: "Delete a teacher contract (audited; an attached document stays)",
    params: teacherContractIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
});
