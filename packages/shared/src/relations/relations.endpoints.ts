import { userSchema } from "../accounts/accounts.schemas";
import { ADMIN, OFFICE } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import { pageQuerySchema } from "../system/paging.schemas";
import {
  connectByTokenSchema,
  connectStudentsSchema,
  disconnectStudentSchema,
  parentLinkTokenSchema,
  parentSearchQuerySchema,
  studentsForTeacherQuerySchema,
  studentsQuerySchema,
  userPageSchema,
} from "../users/relations.schemas";
import { userIdParamsSchema } from "../users/users-admin.schemas";

/** Parents, students and teachers' students (the schemas live with the users'). */
export const relationEndpoints = defineEndpoints("relations", {
  listStudents: {
    method: "GET",
    path: "/api/students",
    access: ["super-admin", "staff", "teacher", "parent"],
    summary: "Students: all (admin, staff), the caller's children (parent), the caller's students (teacher)",
    description:
      "A teacher's students are those of the teacher's classes; classes arrive with the courses module, " +
      "so until then a teacher gets an empty page.",
    query: studentsQuerySchema,
    response: userPageSchema,
    errors: [401, 403, 422],
  },
  searchParent: {
    method: "GET",
    path: "/api/parent/search",
    access: OFFICE,
    summary: "Find parents by username, email or name",
    query: parentSearchQuerySchema,
    response: userPageSchema,
    errors: [401, 403, 422],
  },
  getParentChildren: {
    method: "GET",
    path: "/api/parent/:id/children",
    access: "authenticated",
    summary: "A parent's children (admin, staff, or that parent); 50 a page",
    params: userIdParamsSchema,
    query: pageQuerySchema,
    response: userPageSchema,
    errors: [401, 403, 404, 422],
  },
  connectParentStudent: {
    method: "POST",
    path: "/api/parent/connect-student",
    access: ADMIN,
    summary: "Link students to a parent (a pair already linked refuses the whole request)",
    body: connectStudentsSchema,
    response: userSchema,
    errors: [401, 403, 422],
  },
  disconnectParentStudent: {
    method: "POST",
    path: "/api/parent/disconnect-student",
    access: ADMIN,
    summary: "Unlink a student from a parent",
    body: disconnectStudentSchema,
    response: userSchema,
    errors: [401, 403, 422],
  },
  createParentStudentToken: {
    method: "POST",
    path: "/api/parent-student/token",
    access: ["student"],
    summary: "A link code for a parent (single use, valid 7 days)",
    response: parentLinkTokenSchema,
    errors: [401, 403, 429],
  },
  connectParentStudentByToken: {
    method: "POST",
    path: "/api/parent-student/connect-by-token",
    access: ["parent"],
    summary: "A signed-in parent redeems a student's link code",
    body: connectByTokenSchema,
    response: userSchema,
    errors: [401, 403, 422, 429],
  },
  getTeacherStudentsForUserList: {
    method: "GET",
    path: "/api/teacher/students-for-user-list",
    access: OFFICE,
    summary: "A teacher's students, 50 a page",
    description: "Students of the teacher's classes; empty until the courses module adds classes.",
    query: studentsForTeacherQuerySchema,
    response: userPageSchema,
    errors: [401, 403, 404, 422],
  },
});
