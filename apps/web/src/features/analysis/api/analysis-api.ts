import { type AnalysisTest, analysisEndpoints as endpoints } from "@edu/shared/analysis";
import { practicesEndpoints } from "@edu/shared/practices";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

export const analysisKeys = {
  all: ["analysis"] as const,
  students: (q: string) => ["analysis", "students", q] as const,
  student: (test: AnalysisTest, id: number | undefined) => ["analysis", "student", test, id ?? "me"] as const,
  classes: (q: string) => ["analysis", "classes", q] as const,
  class: (id: number) => ["analysis", "class", id] as const,
  classForm: (id: number, formId: number) => ["analysis", "class", id, "form", formId] as const,
  classFormStudent: (id: number, formId: number, studentId: number) =>
    ["analysis", "class", id, "form", formId, "student", studentId] as const,
  onlineSat: ["analysis", "online-sat"] as const,
};

export const studentsQuery = (q: string) =>
  queryOptions({
    queryKey: analysisKeys.students(q),
    queryFn: ({ signal }) =>
      call(endpoints.listAnalysisStudents, { query: q ? { q } : {} }, { signal, overlay: false }),
  });

/** `studentId` undefined: the reader's own analysis. */
export const studentAnalysisQuery = (test: AnalysisTest, studentId: number | undefined) =>
  queryOptions({
    queryKey: analysisKeys.student(test, studentId),
    queryFn: ({ signal }) =>
      call(
        endpoints.getAnalysisStudentTest,
        { params: { test }, query: studentId ? { student_id: studentId } : {} },
        { signal, overlay: false },
      ),
  });

export const classesQuery = (q: string) =>
  queryOptions({
    queryKey: analysisKeys.classes(q),
    queryFn: ({ signal }) =>
      call(endpoints.listAnalysisClasses, { query: q ? { q } : {} }, { signal, overlay: false }),
  });

export const classQuery = (id: number) =>
  queryOptions({
    queryKey: analysisKeys.class(id),
    queryFn: ({ signal }) =>
      call(endpoints.getAnalysisClassById, { params: { id } }, { signal, overlay: false }),
  });

export const classFormQuery = (id: number, formId: number) =>
  queryOptions({
    queryKey: analysisKeys.classForm(id, formId),
    queryFn: ({ signal }) =>
      call(endpoints.getAnalysisClassForm, { params: { id, formId } }, { signal, overlay: false }),
  });

export const classFormStudentQuery = (id: number, formId: number, studentId: number) =>
  queryOptions({
    queryKey: analysisKeys.classFormStudent(id, formId, studentId),
    queryFn: ({ signal }) =>
      call(
        endpoints.getAnalysisClassFormStudent,
        { params: { id, formId, studentId } },
        { signal, overlay: false },
      ),
  });

export const onlineSatQuery = () =>
  queryOptions({
    queryKey: analysisKeys.onlineSat,
    queryFn: ({ signal }) => call(endpoints.listAnalysisOnlineSat, {}, { signal, overlay: false }),
  });

/** The practices module's weak-skill drill (helper F): a practice of unseen questions of the weakest skills. */
export type DrillRequest = {
  student_id: number;
  due_date: string;
  questions_per_skill: number;
  user_ids: number[];
};
export const buildDrill = (body: DrillRequest) =>
  call(practicesEndpoints.createPracticesWeakSkillDrill, { body });
