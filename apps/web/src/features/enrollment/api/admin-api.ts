import {
  accountEndpoints as accounts,
  enrollmentContractEndpoints as contracts,
  type EnrollmentStatus,
  enrolledSessionEndpoints as endpoints,
  userEndpoints,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";
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
      call(endpoints.listEnrolledCourseSessions, { query: toListQuery(filters) }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

export const enrollmentDetailQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.detail(id),
    queryFn: ({ signal }) =>
      call(endpoints.getEnrolledCourseSessionDetail, { query: { id } }, { signal, overlay: false }),
  });

export const contactsQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.contacts(id),
    queryFn: ({ signal }) =>
      call(
        endpoints.listEnrolledSessionContacts,
        { query: { enrolled_session_id: id } },
        { signal, overlay: false },
      ),
  });

/** 422 answers carry field errors the edit form shows on its fields, so no toast. */
export const updateEnrollmentDetail = (
  body: EndpointBody<typeof endpoints.updateEnrolledCourseSessionDetailUpdate>,
) => call(endpoints.updateEnrolledCourseSessionDetailUpdate, { body }, { silent: true });
export const setRead = (id: number, isRead: boolean) =>
  call(endpoints.readEnrolledCourseSession, { body: { id, is_read: isRead } });
export const setStatus = (
  id: number,
  body: Omit<EndpointBody<typeof endpoints.setEnrolledSessionStatus>, "id">,
) => call(endpoints.setEnrolledSessionStatus, { body: { id, ...body } });
export const setNeedPayFirst = (id: number, value: boolean) =>
  call(endpoints.setEnrolledSessionNeedPayFirst, { body: { id, need_pay_first: value } });
export const setWaitForParent = (id: number, value: boolean) =>
  call(endpoints.setEnrolledSessionWaitForParent, { body: { id, wait_for_parent: value } });
export const batchSetStatus = (ids: number[], status: EnrollmentStatus) =>
  call(endpoints.updateEnrolledSessionBatchStatus, { body: { enrolled_session_ids: ids, status } });
export const addStudent = (id: number, userId: number) =>
  call(endpoints.addStudentToEnrolledSession, { body: { enrolled_session_id: id, user_id: userId } });
export const addParent = (id: number, userId: number) =>
  call(endpoints.addParentToEnrolledSession, { body: { enrolled_session_id: id, user_id: userId } });
export const addContact = (body: EndpointBody<typeof endpoints.createEnrolledSessionContact>) =>
  call(endpoints.createEnrolledSessionContact, { body }, { silent: true });
export const deleteContact = (contactId: number) =>
  call(endpoints.deleteEnrolledSessionContacts, { query: { id: contactId } });
export const createContract = (body: EndpointBody<typeof contracts.createEnrolledSessionContract>) =>
  call(contracts.createEnrolledSessionContract, { body });
export const sendContract = (id: number) =>
  call(contracts.sendEnrolledSessionContractEmail, { body: { enrolled_session_id: id } });
export const quickEnroll = (body: EndpointBody<typeof endpoints.quickEnrollStudent>) =>
  call(endpoints.quickEnrollStudent, { body }, { silent: true });

/** Staff create the family's account (the same calls as /user); 422 is shown on the form's fields. */
export const registerFamilyAccount = (
  kind: "student" | "parent",
  body: EndpointBody<typeof accounts.registerStudent> & EndpointBody<typeof accounts.registerParent>,
) =>
  call(kind === "student" ? accounts.registerStudent : accounts.registerParent, { body }, { silent: true });

export const userSearchQuery = (q: string, role: "student" | "parent" | null) =>
  queryOptions({
    queryKey: ["enrollment", "user-search", q, role] as const,
    queryFn: ({ signal }) =>
      call(
        userEndpoints.searchUsers,
        { query: { q: q || undefined, role: role ?? undefined, page_size: 20 } },
        { signal, overlay: false },
      ),
  });
