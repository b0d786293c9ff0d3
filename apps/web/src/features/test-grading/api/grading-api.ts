import { sessionClassEndpoints, uploadEndpoints } from "@edu/shared";
import { relationEndpoints } from "@edu/shared/relations";
import {
  type CreateAssignment,
  testAssignmentEndpoints as endpoints,
  type GradeItem,
  type GradingQueueQuery,
  type TestPapersQuery,
  type UpdateAssignment,
} from "@edu/shared/test-assignments";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

export const gradingKeys = {
  all: ["test-grading"] as const,
  papers: (query: Partial<TestPapersQuery>) => ["test-grading", "papers", query] as const,
  queue: (query: Partial<GradingQueueQuery>) => ["test-grading", "queue", query] as const,
  sheet: (id: number) => ["test-grading", "sheet", id] as const,
  assignments: (classId?: number) => ["test-grading", "assignments", classId ?? "all"] as const,
  results: (id: number) => ["test-grading", "results", id] as const,
  studentTests: (id: number) => ["test-grading", "student-tests", id] as const,
  permissions: ["test-grading", "permissions"] as const,
  students: (q: string) => ["test-grading", "students", q] as const,
  classes: ["test-grading", "classes"] as const,
  fileInfo: (token: string) => ["test-grading", "file", token] as const,
};

/** A school has dozens of papers: one page of 100 holds them. */
export const papersQuery = (query: Partial<TestPapersQuery> = {}) =>
  queryOptions({
    queryKey: gradingKeys.papers(query),
    queryFn: ({ signal }) =>
      call(
        endpoints.listTestPapers,
        { query: { page: 1, page_size: 100, ...query } },
        { signal, overlay: false },
      ),
  });

export const queueQuery = (query: Partial<GradingQueueQuery>) =>
  queryOptions({
    queryKey: gradingKeys.queue(query),
    queryFn: ({ signal }) =>
      call(
        endpoints.getTestGradingQueue,
        { query: { page: 1, page_size: 50, ...query } },
        { signal, overlay: false },
      ),
  });

export const sheetQuery = (id: number) =>
  queryOptions({
    queryKey: gradingKeys.sheet(id),
    queryFn: ({ signal }) => call(endpoints.getTestGrading, { params: { id } }, { signal, overlay: false }),
    retry: false,
  });

export const assignmentsQuery = (classId?: number) =>
  queryOptions({
    queryKey: gradingKeys.assignments(classId),
    queryFn: ({ signal }) =>
      call(
        endpoints.listAssignTests,
        { query: { page: 1, page_size: 100, ...(classId ? { session_class_id: classId } : {}) } },
        { signal, overlay: false },
      ),
  });

export const resultsQuery = (id: number) =>
  queryOptions({
    queryKey: gradingKeys.results(id),
    queryFn: ({ signal }) =>
      call(endpoints.listAssignTestResults, { params: { id } }, { signal, overlay: false }),
  });

export const studentTestsQuery = (studentId: number) =>
  queryOptions({
    queryKey: gradingKeys.studentTests(studentId),
    queryFn: ({ signal }) =>
      call(endpoints.getStudentTests, { params: { id: studentId } }, { signal, overlay: false }),
  });

export const permissionsQuery = () =>
  queryOptions({
    queryKey: gradingKeys.permissions,
    queryFn: ({ signal }) =>
      call(
        endpoints.listTestGradePermissions,
        { query: { page: 1, page_size: 50, state: "requested" } },
        { signal, overlay: false },
      ),
  });

/** The caller's students (all for staff), by name: the student pickers. */
export const studentsQuery = (q: string) =>
  queryOptions({
    queryKey: gradingKeys.students(q),
    queryFn: ({ signal }) =>
      call(
        relationEndpoints.listStudents,
        { query: { page: 1, page_size: 50, ...(q ? { q } : {}) } },
        { signal, overlay: false },
      ),
  });

/** The classes the caller teaches (current ones). */
export const classesQuery = () =>
  queryOptions({
    queryKey: gradingKeys.classes,
    queryFn: ({ signal }) =>
      call(
        sessionClassEndpoints.listSessionClasses,
        { query: { page: 1, page_size: 100 } },
        { signal, overlay: false },
      ),
  });

export const fileInfoQuery = (token: string) =>
  queryOptions({
    queryKey: gradingKeys.fileInfo(token),
    queryFn: ({ signal }) =>
      call(endpoints.getTestsFileInfo, { params: { token } }, { signal, overlay: false }),
    retry: false,
  });

export const createAssignment = (
  body: Partial<CreateAssignment> & Pick<CreateAssignment, "form_id" | "opens_at">,
) => call(endpoints.createAssignTest, { body });
export const updateAssignment = (id: number, body: UpdateAssignment) =>
  call(endpoints.updateAssignTestById, { params: { id }, body });
export const mailAssignment = (id: number) => call(endpoints.createAssignTestMail, { params: { id } });
export const gradeItem = (id: number, body: GradeItem) =>
  call(endpoints.updateTestGradingItem, { params: { id }, body });
export const requestPermission = (id: number, note: string) =>
  call(endpoints.createTestGradingPermissionRequest, { params: { id }, body: { note } });
export const decidePermission = (id: number, decision: "grant" | "refuse") =>
  call(endpoints.createTestGradePermissionDecision, { params: { id }, body: { decision } });
export const fileToken = (assignmentId: number) =>
  call(endpoints.createAssignTestFileToken, { params: { id: assignmentId } });

/** A paper test's file: POST document (private to the uploader; students reach it through a token). */
export const uploadPaper = (file: File) =>
  call(uploadEndpoints.uploadDocument, { form: { document: file } }, { overlay: false });
