import {
  enrollmentContractEndpoints as contracts,
  courseSessionEndpoints as courseSessions,
  type EndpointAnswer,
  enrolledSessionEndpoints as enrolled,
  enrollmentFormEndpoints as forms,
  type Locale,
  profileEndpoints,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody, endpointHref } from "../../../lib/endpoint-client";

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
      call(
        courseSessions.getCourseSessionsForEnrollment,
        { query: { tag: tag || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const sessionTagsQuery = () =>
  queryOptions({
    queryKey: enrollKeys.tags,
    queryFn: ({ signal }) => call(courseSessions.listEnrollmentSessionTags, {}, { signal, overlay: false }),
  });

/** The signed-in viewer's profile (roles, phone, children); null when signed out. */
export const ownProfileQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ["profile", "own"] as const,
    queryFn: ({ signal }) => call(profileEndpoints.getProfile, {}, { signal, overlay: false }),
    enabled,
  });

export const fetchEnrollmentForm = (id: number, resumeToken?: string) =>
  call(
    forms.getEnrollmentForm,
    { query: { id, resume_token: resumeToken } },
    { silent: true, overlay: false },
  );

/** The step calls answer 422 with field errors the form shows on its fields, so no toast. */
export const submitStepOne = (body: EndpointBody<typeof forms.createEnrollmentFormsStepOne>) =>
  call(forms.createEnrollmentFormsStepOne, { body }, { silent: true });
export const submitStepTwo = (body: EndpointBody<typeof forms.createEnrollmentFormsStepTwo>) =>
  call(forms.createEnrollmentFormsStepTwo, { body }, { silent: true });
export const submitStepThree = (body: EndpointBody<typeof forms.createEnrollmentFormsStepThree>) =>
  call(forms.createEnrollmentFormsStepThree, { body }, { silent: true });

/** The referral link's page (spec §9: referral information within 7 days), by the link's token. */
export const referralQuery = (token: string) =>
  queryOptions({
    queryKey: enrollKeys.referral(token),
    queryFn: ({ signal }) =>
      call(forms.getEnrollmentFormsReferral, { query: { token } }, { signal, overlay: false, silent: true }),
    retry: false,
  });

/** 422 (fields) and 409 (the 7 days have passed) are shown on the page, so no toast. */
export const sendReferral = (body: EndpointBody<typeof forms.createEnrollmentFormsReferral>) =>
  call(forms.createEnrollmentFormsReferral, { body }, { silent: true });

/** The referral page of a submitted form (the mail links the same page). */
export const referralPath = (token: string) => `/enroll/referral?${new URLSearchParams({ token })}`;

export const myEnrollmentsQuery = (page: number) =>
  queryOptions({
    queryKey: enrollKeys.mine(page),
    queryFn: ({ signal }) =>
      call(enrolled.listMyEnrollments, { query: { page, page_size: 50 } }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

export const contractQuery = (enrolledSessionId: number) =>
  queryOptions({
    queryKey: enrollKeys.contract(enrolledSessionId),
    queryFn: ({ signal }) =>
      call(
        contracts.getEnrolledSessionContract,
        { params: { id: enrolledSessionId } },
        { signal, overlay: false, silent: true },
      ),
    retry: false,
  });

/**
 * The PDF's labels in the interface language (a new tab sends the browser's Accept-Language, not the
 * page's) and its signing time in the reader's time zone (the browser's).
 */
export const contractPdfUrl = (enrolledSessionId: number, lang: Locale) =>
  endpointHref(contracts.getEnrolledSessionContractPdf, {
    params: { id: enrolledSessionId },
    query: { lang, tz: Intl.DateTimeFormat().resolvedOptions().timeZone || undefined },
  });

export const signContract = (body: EndpointBody<typeof contracts.createEnrolledSessionSignedContract>) =>
  call(contracts.createEnrolledSessionSignedContract, { body }, { silent: true });

/** The parent's user object; `pending`: the link waits for the student's confirmation. */
export type LinkStudentResult = EndpointAnswer<typeof enrolled.linkStudent>;
export const linkStudent = (email: string) =>
  call(enrolled.linkStudent, { body: { email } }, { silent: true });
