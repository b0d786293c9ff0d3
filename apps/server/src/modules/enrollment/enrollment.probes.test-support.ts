import { enrolledSessionEndpoints, enrollmentContractEndpoints, enrollmentFormEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each enrollment route; who is let in is the declared access. */
export const enrollmentProbes = defineProbes(
  { ...enrolledSessionEndpoints, ...enrollmentContractEndpoints, ...enrollmentFormEndpoints },
  {
    createEnrollmentFormsStepOne: { allowed: 422, request: () => EMPTY_BODY },
    createEnrollmentFormsStepTwo: { allowed: 422, request: () => EMPTY_BODY },
    updateEnrollmentFormsStepTwo: { allowed: 422, request: () => EMPTY_BODY },
    createEnrollmentFormsStepThree: { allowed: 422, request: () => EMPTY_BODY },
    // Without the form id: refused after access (a draft is read by its owner or resume token).
    getEnrollmentForm: { allowed: 422 },
    // Without a token: refused after access (the referral link's token is the only key).
    getEnrollmentFormsReferral: { allowed: 422 },
    createEnrollmentFormsReferral: { allowed: 422, request: () => EMPTY_BODY },
    getEnrollmentFormsOrder: { allowed: 200 },
    updateEnrollmentFormsOrderById: {
      allowed: 200,
      request: (f) => ({ url: `/api/enrollment-forms-order/${f.satSession}`, body: { position: 1 } }),
    },
    listEnrolledCourseSessions: { allowed: 200 },
    listMyEnrollments: { allowed: 200 },
    getEnrolledCourseSessionDetail: {
      allowed: 200,
      request: (f) => ({ url: `/api/enrolled-course-session-detail?id=${f.ethanEnrollment}` }),
    },
    updateEnrolledCourseSessionDetailUpdate: { allowed: 422, request: () => EMPTY_BODY },
    readEnrolledCourseSession: {
      allowed: 200,
      request: (f) => ({ body: { id: f.visitorEnrollment, is_read: false } }),
    },
    setEnrolledSessionStatus: { allowed: 422, request: () => EMPTY_BODY },
    updateEnrolledSessionBatchStatus: { allowed: 422, request: () => EMPTY_BODY },
    setEnrolledSessionNeedPayFirst: {
      allowed: 200,
      request: (f) => ({ body: { id: f.visitorEnrollment, need_pay_first: false } }),
    },
    setEnrolledSessionWaitForParent: {
      allowed: 200,
      request: (f) => ({ body: { id: f.visitorEnrollment, wait_for_parent: false } }),
    },
    updateEnrolledSessionById: {
      allowed: 200,
      request: (f) => ({ url: `/api/enrolled-session/${f.visitorEnrollment}`, body: { is_read: false } }),
    },
    addStudentToEnrolledSession: { allowed: 422, request: () => EMPTY_BODY },
    addParentToEnrolledSession: { allowed: 422, request: () => EMPTY_BODY },
    createEnrolledSessionContact: { allowed: 422, request: () => EMPTY_BODY },
    listEnrolledSessionContacts: {
      allowed: 200,
      request: (f) => ({ url: `/api/enrolled-session/contacts?enrolled_session_id=${f.chloeEnrollment}` }),
    },
    deleteEnrolledSessionContacts: {
      allowed: 200,
      request: async (f) => ({
        url: `/api/enrolled-session/contacts?id=${await f.make.enrollmentContact()}`,
      }),
    },
    createEnrolledSessionContract: { allowed: 422, request: () => EMPTY_BODY },
    createEnrolledSessionSignedContract: { allowed: 422, request: () => EMPTY_BODY },
    sendEnrolledSessionContractEmail: { allowed: 422, request: () => EMPTY_BODY },
    getEnrolledSessionContract: {
      allowed: 200,
      // Admin, staff, and the enrollment's parent or student.
      refused: { teacher: 403, "test-editor": 403 },
      request: (f) => ({ url: `/api/enrolled-session/${f.ethanEnrollment}/contract` }),
    },
    getEnrolledSessionContractPdf: {
      allowed: 200,
      refused: { teacher: 403, "test-editor": 403 },
      request: (f) => ({ url: `/api/enrolled-session/${f.ethanEnrollment}/contract.pdf` }),
    },
    quickEnrollStudent: { allowed: 422, request: () => EMPTY_BODY },
    linkStudent: { allowed: 422, request: () => EMPTY_BODY },
  },
);
