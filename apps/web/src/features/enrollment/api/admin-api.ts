import type {
  EnrolledSession,
  EnrolledSessionDetailUpdate,
  EnrolledSessionPage,
  EnrollmentContactPerson,
  EnrollmentContract,
  EnrollmentStatus,
  PagedList,
  User,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { EnrollmentListFilters } from "../lib/list-filters";
import { toListQuery } from "../lib/list-filters";

/** Admin and staff calls: the enrollment list, one enrollment, its contacts and contract, quick enroll. */
export const adminKeys = {
  all: ["enrollment", "admin"] as const,
  list: (filters: EnrollmentListFilters) => ["enrollment", "admin", "list", filters] as const,
  detail: (id: number) => ["enrollment", "admin", "detail", id] as const,
  contacts: (id: number) => ["enrollment", "admin", "contacts", id] as const,
};

export const enrollmentListQuery = (filters: EnrollmentListFilters) =>
  queryOptions({
    queryKey: adminKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<EnrolledSessionPage>("/enrolled-course-sessions", {
        query: toListQuery(filters),
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export const enrollmentDetailQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<EnrolledSession>("/enrolled-course-session-detail", { query: { id }, signal, overlay: false }),
  });

export const contactsQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.contacts(id),
    queryFn: ({ signal }) =>
      api.get<{ data: EnrollmentContactPerson[] }>("/enrolled-session/contacts", {
        query: { enrolled_session_id: id },
        signal,
        overlay: false,
      }),
  });

/** 422 answers carry field errors the edit form shows on its fields, so no toast. */
export const updateEnrollmentDetail = (body: EnrolledSessionDetailUpdate) =>
  api.patch<EnrolledSession>("/enrolled-course-session-detail-update", body, { silent: true });
export const setRead = (id: number, isRead: boolean) =>
  api.patch<EnrolledSession>("/read-enrolled-course-session", { id, is_read: isRead });
export const setStatus = (id: number, body: { status?: string; payment_status?: string }) =>
  api.patch<EnrolledSession>("/set-enrolled-session-status", { id, ...body });
export const setNeedPayFirst = (id: number, value: boolean) =>
  api.patch<EnrolledSession>("/set-enrolled-session-need-pay-first", { id, need_pay_first: value });
export const setWaitForParent = (id: number, value: boolean) =>
  api.patch<EnrolledSession>("/set-enrolled-session-wait-for-parent", { id, wait_for_parent: value });
export const batchSetStatus = (ids: number[], status: EnrollmentStatus) =>
  api.patch<{ updated: number }>("/enrolled-session/batch/status", { enrolled_session_ids: ids, status });
export const addStudent = (id: number, userId: number) =>
  api.post<EnrolledSession>("/add-student-to-enrolled-session", { enrolled_session_id: id, user_id: userId });
export const addParent = (id: number, userId: number) =>
  api.post<EnrolledSession>("/add-parent-to-enrolled-session", { enrolled_session_id: id, user_id: userId });
export const addContact = (body: Record<string, unknown>) =>
  api.post<EnrollmentContactPerson>("/enrolled-session/contacts", body, { silent: true });
export const deleteContact = (contactId: number) =>
  api.delete<{ ok: true }>("/enrolled-session/contacts", { query: { id: contactId } });
export const createContract = (body: Record<string, unknown>) =>
  api.post<EnrollmentContract>("/enrolled-session/contract", body);
export const sendContract = (id: number) =>
  api.post<EnrollmentContract>("/enrolled-session/send-contract-email", { enrolled_session_id: id });
export const quickEnroll = (body: Record<string, unknown>) =>
  api.post<EnrolledSession>("/quick-enroll-student", body, { silent: true });

export const userSearchQuery = (q: string, role: "student" | "parent" | null) =>
  queryOptions({
    queryKey: ["enrollment", "user-search", q, role] as const,
    queryFn: ({ signal }) =>
      api.get<{ users: PagedList<User> }>("/users/search", {
        query: { q: q || undefined, role: role ?? undefined, page_size: 20 },
        signal,
        overlay: false,
      }),
  });
