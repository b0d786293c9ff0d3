import { counselingReportEndpoints, type UpdateCounselingReport } from "@edu/shared/counseling-reports";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

export const reportKeys = {
  all: ["counseling-reports"] as const,
  list: (classId: number, student: number) => ["counseling-reports", "list", classId, student] as const,
  one: (id: number) => ["counseling-reports", "one", id] as const,
};

/** A student has one report a month: a page of 100 holds years of them. */
export const reportListQuery = (classId: number, student: number) =>
  queryOptions({
    queryKey: reportKeys.list(classId, student),
    queryFn: ({ signal }) =>
      call(
        counselingReportEndpoints.listCounselingReports,
        { query: { session_class_id: classId, student_user_id: student, page: 1, page_size: 100 } },
        { signal, overlay: false },
      ),
  });

export const reportQuery = (id: number) =>
  queryOptions({
    queryKey: reportKeys.one(id),
    queryFn: ({ signal }) =>
      call(counselingReportEndpoints.getCounselingReport, { params: { id } }, { signal, overlay: false }),
  });

export const draftReport = (classId: number, student: number, month: string) =>
  call(counselingReportEndpoints.createCounselingReport, {
    body: { session_class_id: classId, student_user_id: student, month },
  });

export const updateReport = (id: number, body: UpdateCounselingReport) =>
  call(counselingReportEndpoints.updateCounselingReport, { params: { id }, body });

export const deleteReport = (id: number) =>
  call(counselingReportEndpoints.deleteCounselingReport, { params: { id } });

export const sendReport = (id: number) =>
  call(counselingReportEndpoints.sendCounselingReport, { params: { id } });
