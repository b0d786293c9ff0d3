import type {
  CourseSessionsForEnrollment,
  EnrolledSessionPage,
  EnrollmentContract,
  EnrollmentForm,
  EnrollmentReferral,
  EnrollmentStepResult,
  ParentLinkRequest,
  Profile,
  User,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Calls of the public enrollment form and the family's own screens. */
export const enrollKeys = {
  sessions: (tag: string) => ["enrollment", "sessions-for-enrollment", tag] as const,
  tags: ["enrollment", "session-tags"] as const,
  form: (id: number) => ["enrollment", "form", id] as const,
  mine: (page: number) => ["enrollment", "mine", page] as const,
  contract: (id: number) => ["enrollment", "contract", id] as const,
  referral: (token: string) => ["enrollment", "referral", token] as const,
};

export const sessionsForEnrollmentQuery = (tag: string) =>
  queryOptions({
    queryKey: enrollKeys.sessions(tag),
    queryFn: ({ signal }) =>
      api.get<CourseSessionsForEnrollment>("/course-sessions-for-enrollment", {
        query: { tag: tag || undefined },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export const sessionTagsQuery = () =>
  queryOptions({
    queryKey: enrollKeys.tags,
    queryFn: ({ signal }) =>
      api.get<{ data: string[] }>("/enrollment-session-tags", { signal, overlay: false }),
  });

/** The signed-in viewer's profile (roles, phone, children); null when signed out. */
export const ownProfileQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ["profile", "own"] as const,
    queryFn: ({ signal }) => api.get<Profile>("/profile", { signal, overlay: false }),
    enabled,
  });

export const fetchEnrollmentForm = (id: number, resumeToken?: string) =>
  api.get<EnrollmentForm>("/enrollment-forms", {
    query: { id, resume_token: resumeToken },
    silent: true,
    overlay: false,
  });

/** The step calls answer 422 with field errors the form shows on its fields, so no toast. */
export const submitStepOne = (body: unknown) =>
  api.post<EnrollmentStepResult>("/enrollment-forms-step-one", body, { silent: true });
export const submitStepTwo = (body: unknown) =>
  api.post<EnrollmentStepResult>("/enrollment-forms-step-two", body, { silent: true });
export const submitStepThree = (body: unknown) =>
  api.post<EnrollmentStepResult>("/enrollment-forms-step-three", body, { silent: true });

/** The referral link's page (spec §9: referral information within 7 days), by the link's token. */
export const referralQuery = (token: string) =>
  queryOptions({
    queryKey: enrollKeys.referral(token),
    queryFn: ({ signal }) =>
      api.get<EnrollmentReferral>("/enrollment-forms-referral", {
        query: { token },
        signal,
        overlay: false,
        silent: true,
      }),
    retry: false,
  });

/** 422 (fields) and 409 (the 7 days have passed) are shown on the page, so no toast. */
export const sendReferral = (body: { token: string; referral: string }) =>
  api.post<EnrollmentReferral>("/enrollment-forms-referral", body, { silent: true });

/** The referral page of a submitted form (the mail links the same page). */
export const referralPath = (token: string) => `/enroll/referral?${new URLSearchParams({ token })}`;

export const myEnrollmentsQuery = (page: number) =>
  queryOptions({
    queryKey: enrollKeys.mine(page),
    queryFn: ({ signal }) =>
      api.get<EnrolledSessionPage>("/my-enrollments", {
        query: { page, page_size: 50 },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export const contractQuery = (enrolledSessionId: number) =>
  queryOptions({
    queryKey: enrollKeys.contract(enrolledSessionId),
    queryFn: ({ signal }) =>
      api.get<EnrollmentContract>(`/enrolled-session/${enrolledSessionId}/contract`, {
        signal,
        overlay: false,
        silent: true,
      }),
    retry: false,
  });

/**
 * The PDF's labels in the interface language (a new tab sends the browser's Accept-Language, not the
 * page's) and its signing time in the reader's time zone (the browser's).
 */
export const contractPdfUrl = (enrolledSessionId: number, lang: string) => {
  const query = new URLSearchParams({ lang });
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (tz) query.set("tz", tz);
  return `/api/enrolled-session/${enrolledSessionId}/contract.pdf?${query}`;
};

export const signContract = (body: { enrolled_session_id: number; signer_name: string; agree: boolean }) =>
  api.post<EnrollmentContract>("/enrolled-session/signed-contract", body, { silent: true });

/** The parent's user object; `pending`: the link waits for the student's confirmation (issue 9). */
export type LinkStudentResult = User & { pending: boolean; link_requests: ParentLinkRequest[] };
export const linkStudent = (email: string) =>
  api.post<LinkStudentResult>("/link-student", { email }, { silent: true });
