import {
  ADMIN,
  EMPTY_BODY,
  type Expectation,
  LESSON_TEACHING,
  OFFICE,
  PUBLIC_OK,
  probe,
  SET_UP,
} from "./expectation-kit";
import { BALANCE_EXPECTATIONS } from "./expectations.balance";
import { BILL_PAYMENT_EXPECTATIONS } from "./expectations.bill-payments";
import { BILL_EXPECTATIONS } from "./expectations.bills";
import { FEEDBACK_EXPECTATIONS } from "./expectations.feedback";
import { LESSON_SCHEDULE_EXPECTATIONS } from "./expectations.lesson-schedule";
import { LESSON_EXTRA_EXPECTATIONS } from "./expectations.lessons-extra";
import { LINE_NOTES_EXPECTATIONS } from "./expectations.line-notes";
import { MAIL_CENTER_EXPECTATIONS } from "./expectations.mail-center";
import { PAYROLL_EXPECTATIONS } from "./expectations.payroll";
import { RECEIVABLE_EXPECTATIONS } from "./expectations.receivables";
import { TODO_EXPECTATIONS } from "./expectations.todos";

export { type Expectation, isDocumentation, type RouteRequest, type Who } from "./expectation-kit";

/**
 * One entry per registered route with an access rule, `"METHOD /path"` as Fastify registers it. A
 * route missing here, or an entry naming no route, fails permissions.test.ts.
 */
export const EXPECTATIONS: Record<string, Expectation> = {
  // ---- system ----
  "GET /api/health": PUBLIC_OK,
  "GET /api/ip-geo": PUBLIC_OK,
  "GET /api/captcha/flat": PUBLIC_OK,

  // ---- accounts ----
  "POST /api/register": { who: "public", allowed: 422, request: () => EMPTY_BODY },
  "POST /api/login": { who: "public", allowed: 422, request: () => EMPTY_BODY },
  "POST /api/me": { who: "authenticated", allowed: 200 },
  "POST /api/logout": {
    who: "authenticated",
    allowed: 200,
    request: async (f, caller) => ({ headers: await f.make.sessionOf(caller) }),
  },
  "POST /api/check-username": {
    who: "public",
    allowed: 200,
    request: (_f, caller) => ({ body: { username: `nobody-${caller}` } }),
  },
  "POST /api/check-email": { who: "public", allowed: 200, request: (_f, caller) => probe("check", caller) },
  "POST /api/users/check-email": {
    who: "public",
    allowed: 200,
    request: (_f, caller) => probe("users-check", caller),
  },
  "PATCH /api/lang": { who: "authenticated", allowed: 200, request: () => ({ body: { lang: "en" } }) },
  // A wrong current password: 422 on the field, nothing changed (the runner's callers keep their sessions).
  "POST /api/change-password": {
    who: "authenticated",
    allowed: 422,
    request: () => ({
      body: {
        current_password: "not-the-password",
        password: "n3w-passw0rd",
        password_confirmation: "n3w-passw0rd",
      },
    }),
  },
  // An unknown address is refused (422) and nothing is mailed.
  "POST /api/send-reset-link": {
    who: "public",
    allowed: 422,
    request: (_f, caller) => probe("reset", caller),
  },
  "POST /api/reset": { who: "public", allowed: 422, request: () => EMPTY_BODY },
  "POST /api/set-url": { who: "public", allowed: 422, request: () => EMPTY_BODY },
  "POST /api/reset-url": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ body: { user_id: f.users.teacher2 } }),
  },
  "GET /api/mail-outbox": { who: ADMIN, allowed: 200 },

  // ---- binding and staff-created accounts ----
  "POST /api/bind-student": {
    who: "authenticated",
    allowed: 422,
    refused: SET_UP,
    request: () => EMPTY_BODY,
  },
  "POST /api/bind-teacher": {
    who: "authenticated",
    allowed: 422,
    refused: SET_UP,
    request: () => EMPTY_BODY,
  },
  "POST /api/bind-parent": { who: "authenticated", allowed: 422, refused: SET_UP, request: () => EMPTY_BODY },
  "POST /api/finish-bind": { who: "authenticated", allowed: 200 },
  "POST /api/quick-register-as-student": { who: "public", allowed: 422, request: () => EMPTY_BODY },
  "POST /api/register/student": {
    who: OFFICE,
    allowed: 200,
    request: (_f, caller) => ({
      body: {
        username: `perm-new-student-${caller}`,
        email: `perm-new-student-${caller}@example.com`,
        first_name: "New",
        last_name: "Student",
      },
    }),
  },
  "POST /api/register/parent": {
    who: OFFICE,
    allowed: 200,
    request: (_f, caller) => ({
      body: {
        username: `perm-new-parent-${caller}`,
        email: `perm-new-parent-${caller}@example.com`,
        first_name: "New",
        last_name: "Parent",
      },
    }),
  },
  "POST /api/auth-instructor": {
    who: "public",
    allowed: 200,
    request: (_f, caller) => probe("instructor", caller),
  },

  // ---- users (admin) ----
  "GET /api/users/search": { who: OFFICE, allowed: 200 },
  "GET /api/users/search-all-active": { who: OFFICE, allowed: 200 },
  "PATCH /api/users/toggle-active": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ body: { user_id: f.users.teacher2, is_active: true } }),
  },
  "POST /api/role/:role/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/role/test-editor/${f.users.teacher2}` }),
  },
  "DELETE /api/role/:role/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/role/staff/${f.users.teacher2}` }),
  },
  "DELETE /api/users/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/users/${f.users.deleteMe}` }),
  },
  "POST /api/users/conflict-data-on-merging": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ body: { from_user_id: f.users.conflictFrom, to_user_id: f.users.conflictTo } }),
  },
  "POST /api/users/merge": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ body: { from_user_id: f.users.mergeFrom, to_user_id: f.users.mergeTo } }),
  },
  "GET /api/users/:id/audit": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/users/${f.users.student}/audit` }),
  },

  // ---- tags ----
  "GET /api/tags": { who: OFFICE, allowed: 200 },
  "POST /api/tag": { who: ADMIN, allowed: 200, request: () => ({ body: { name: "perm-created-tag" } }) },
  "GET /api/tag/:id": { who: OFFICE, allowed: 200, request: (f) => ({ url: `/api/tag/${f.tag}` }) },
  "PATCH /api/tag/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/tag/${f.tag}`, body: { description: "renamed by the permission table" } }),
  },
  "DELETE /api/tag/:id": { who: ADMIN, allowed: 200, request: (f) => ({ url: `/api/tag/${f.tagToDelete}` }) },
  "POST /api/user/:id/attach-tags": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/user/${f.users.teacher2}/attach-tags`, body: { tag_ids: [f.tag] } }),
  },
  "PATCH /api/user/:id/detach-tags": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/user/${f.users.student2}/detach-tags`, body: { tag_ids: [f.tag] } }),
  },

  // ---- parents and students ----
  "GET /api/students": { who: ["super-admin", "staff", "teacher", "parent"], allowed: 200 },
  "GET /api/parent/search": { who: OFFICE, allowed: 200 },
  "GET /api/parent/:id/children": {
    who: "authenticated",
    allowed: 200,
    // Admin, staff, or that parent.
    refused: { teacher: 403, student: 403, "test-editor": 403 },
    request: (f) => ({ url: `/api/parent/${f.users.parent}/children` }),
  },
  "POST /api/parent/connect-student": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ body: { parent_user_id: f.users.linkParent, users: [f.users.toConnect] } }),
  },
  "POST /api/parent/disconnect-student": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ body: { parent_user_id: f.users.linkParent, user_id: f.users.toDisconnect } }),
  },
  "POST /api/parent-student/token": {
    who: ["student"],
    allowed: 200,
    // Only a student has something to link.
    refused: { "super-admin": 403 },
  },
  "POST /api/parent-student/connect-by-token": {
    who: ["parent"],
    allowed: 422,
    refused: { "super-admin": 403 },
    request: () => ({ body: { token: "not-a-link-code" } }),
  },
  "GET /api/teacher/students-for-user-list": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/teacher/students-for-user-list?user_id=${f.users.teacher}` }),
  },

  // ---- profiles ----
  "GET /api/profile": { who: "authenticated", allowed: 200 },
  "GET /api/profile/:id": {
    who: "authenticated",
    allowed: 200,
    // Admin, staff, the student, their parents and teachers.
    refused: { "test-editor": 403 },
    request: (f) => ({ url: `/api/profile/${f.users.student}` }),
  },
  "GET /api/profile/username/:name": {
    who: "authenticated",
    allowed: 200,
    refused: { "test-editor": 403 },
    request: () => ({ url: "/api/profile/username/student" }),
  },
  "GET /api/parents-for-profile": {
    who: "authenticated",
    allowed: 200,
    // Admin, staff and the student.
    refused: { teacher: 403, parent: 403, "test-editor": 403 },
    request: (f) => ({ url: `/api/parents-for-profile?user_id=${f.users.student}` }),
  },
  "PATCH /api/basic/profile": { who: "authenticated", allowed: 200, request: () => ({ body: {} }) },
  // One's own student or teacher details: an admin without them has nothing to change here.
  "PATCH /api/student/profile": {
    who: ["student"],
    allowed: 200,
    refused: { "super-admin": 403 },
    request: () => ({ body: {} }),
  },
  "PATCH /api/teacher/profile": {
    who: ["teacher"],
    allowed: 200,
    refused: { "super-admin": 403 },
    request: () => ({ body: {} }),
  },
  "PATCH /api/basic/profile/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/basic/profile/${f.users.teacher2}`, body: {} }),
  },
  "PATCH /api/student/profile/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/student/profile/${f.users.student2}`, body: {} }),
  },
  "PATCH /api/student/survey/:id": {
    who: "authenticated",
    allowed: 200,
    // Admin, the student and their parents.
    refused: { staff: 403, teacher: 403, "test-editor": 403 },
    request: (f) => ({ url: `/api/student/survey/${f.users.student}`, body: { survey: {} } }),
  },
  "PATCH /api/teacher/profile/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/teacher/profile/${f.users.teacher2}`, body: {} }),
  },
  "GET /api/teachers": PUBLIC_OK,
  "GET /api/teacher/show-bio": PUBLIC_OK,
  "PATCH /api/teacher/toggle-show-bio": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ body: { user_id: f.users.teacher2 } }),
  },
  "GET /api/teacher-application-by-email": {
    who: OFFICE,
    allowed: 200,
    request: () => ({ url: "/api/teacher-application-by-email?email=teacher@demo.example.com" }),
  },

  // ---- uploads ----
  "POST /api/image": {
    who: "authenticated",
    allowed: 422,
    // A form without the file: refused after access, nothing stored.
    request: () => ({ multipart: [{ name: "note", value: "no file" }] }),
  },
  "POST /api/document": {
    who: "authenticated",
    allowed: 422,
    request: () => ({ multipart: [{ name: "note", value: "no file" }] }),
  },
  "DELETE /api/image/:id": {
    who: "authenticated",
    allowed: 200,
    request: async (f, caller) => ({ url: `/api/image/${await f.make.uploadOf(caller, "image")}` }),
  },
  "DELETE /api/document/:id": {
    who: "authenticated",
    allowed: 200,
    request: async (f, caller) => ({ url: `/api/document/${await f.make.uploadOf(caller, "document")}` }),
  },
  "GET /files/:id/:name?": {
    who: "public",
    allowed: 200,
    request: (f) => ({ url: `/files/${f.publicImage}/pixel.png` }),
  },

  // ---- teacher contracts ----
  "GET /api/teacher-contracts/search": { who: OFFICE, allowed: 200 },
  "GET /api/teacher-contracts/mine": { who: ["teacher"], allowed: 200 },
  "POST /api/teacher-contract": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/teacher-contract/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({
      url: `/api/teacher-contract/${f.contract}`,
      body: { notes: "seen by the permission table" },
    }),
  },
  "DELETE /api/teacher-contract/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/teacher-contract/${f.contractToDelete}` }),
  },

  // ---- LINE (configured for this table, never contacted) ----
  "GET /api/line/config": PUBLIC_OK,
  "GET /api/line/authorize": {
    who: "public",
    allowed: 422,
    // An unknown mode is refused before the provider would be asked.
    request: () => ({ url: "/api/line/authorize?mode=unknown" }),
  },
  "GET /api/line/callback": {
    who: "public",
    allowed: 302,
    // Without the flow cookie the callback sends the browser back to the LINE sign-in page.
    request: () => ({ url: "/api/line/callback?code=x&state=y" }),
  },

  // ---- courses and sessions ----
  "GET /api/courses": PUBLIC_OK,
  "GET /api/courses/:id": { ...PUBLIC_OK, request: (f) => ({ url: `/api/courses/${f.satCourse}` }) },
  "POST /api/courses": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/courses/:id": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/courses/${f.satCourse}`, body: {} }),
  },
  "DELETE /api/courses/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/courses/${f.courseToDelete}` }),
  },
  "GET /api/enrollment-session-tags": PUBLIC_OK,
  "GET /api/course-sessions-for-enrollment": PUBLIC_OK,
  "GET /api/course-sessions": { who: OFFICE, allowed: 200 },
  "GET /api/course-sessions/:id": {
    who: "authenticated",
    allowed: 200,
    // Admin, staff, teachers of its classes, its students and their parents.
    refused: { "test-editor": 403 },
    request: (f) => ({ url: `/api/course-sessions/${f.satSession}` }),
  },
  "POST /api/course-sessions": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/course-sessions/:id": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/course-sessions/${f.satSession}`, body: {} }),
  },

  // ---- classes and class tickets ----
  "GET /api/session-classes": { who: "authenticated", allowed: 200 },
  "GET /api/session-classes/all": { who: OFFICE, allowed: 200 },
  "GET /api/old-session-classes": { who: "authenticated", allowed: 200 },
  "GET /api/session-classes/placement-list": { who: OFFICE, allowed: 200 },
  "GET /api/session-classes/:id": {
    who: "authenticated",
    allowed: 200,
    refused: { "test-editor": 403 },
    request: (f) => ({ url: `/api/session-classes/${f.satClass}` }),
  },
  "POST /api/session-classes": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/session-classes/:id": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/session-classes/${f.satClass}`, body: {} }),
  },
  "DELETE /api/session-classes/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/session-classes/${f.classToDelete}` }),
  },
  "GET /api/students/:id/course-progress": {
    who: "authenticated",
    allowed: 200,
    refused: { "test-editor": 403 },
    request: (f) => ({ url: `/api/students/${f.users.student}/course-progress` }),
  },
  "GET /api/student-class-tickets-paid-but-no-placement": { who: OFFICE, allowed: 200 },
  "GET /api/student-class-tickets/placement-list": { who: OFFICE, allowed: 200 },
  "POST /api/student-class-tickets": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/student-class-tickets/:id": {
    who: "authenticated",
    allowed: 200,
    // Admin, staff, the student and their parents (a teacher sees the class, not the ticket).
    refused: { teacher: 403, "test-editor": 403 },
    request: (f) => ({ url: `/api/student-class-tickets/${f.ethanTicket}` }),
  },
  "POST /api/student-class-tickets/:id": {
    who: OFFICE,
    allowed: 422,
    request: (f) => ({
      url: `/api/student-class-tickets/${f.ethanTicket}`,
      body: { session_class_id: "none" },
    }),
  },
  "DELETE /api/student-class-tickets/:id": {
    who: OFFICE,
    allowed: 200,
    request: async (f) => ({ url: `/api/student-class-tickets/${await f.make.ticket()}` }),
  },

  // ---- site content ----
  "GET /api/site-content": PUBLIC_OK,
  "GET /api/site-content/:key": { ...PUBLIC_OK, request: () => ({ url: "/api/site-content/site.contact" }) },
  "PUT /api/site-content/:key": {
    who: ADMIN,
    allowed: 200,
    request: () => ({ url: "/api/site-content/perm.put", body: { data: {}, translations: { en: {} } } }),
  },
  "DELETE /api/site-content/:key": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/site-content/${f.siteContentToDelete}` }),
  },
  "GET /api/admin/site-content": { who: OFFICE, allowed: 200 },
  "GET /api/admin/site-content/:key": {
    who: OFFICE,
    allowed: 200,
    request: () => ({ url: "/api/admin/site-content/site.contact" }),
  },
  "GET /blogs": { who: "public", allowed: 302 },

  // ---- FAQ ----
  "GET /api/faqs": PUBLIC_OK,
  "GET /api/faq-topics": PUBLIC_OK,
  "GET /api/faq-labels": PUBLIC_OK,
  "GET /api/instructor-faq": PUBLIC_OK,
  "POST /api/instructor-faq": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/admin/faqs": { who: OFFICE, allowed: 200 },
  "GET /api/admin/faq-topics": { who: OFFICE, allowed: 200 },
  "GET /api/admin/faq-labels": { who: OFFICE, allowed: 200 },
  "POST /api/faq": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/faq/:id": { who: OFFICE, allowed: 200, request: (f) => ({ url: `/api/faq/${f.faq}` }) },
  "PATCH /api/faq/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/faq/${f.faq}`, body: {} }),
  },
  "DELETE /api/faq/:id": { who: ADMIN, allowed: 200, request: (f) => ({ url: `/api/faq/${f.faqToDelete}` }) },
  "POST /api/faq-topic": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/faq-topic/:id": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/faq-topic/${f.faqTopic}` }),
  },
  "PATCH /api/faq-topic/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/faq-topic/${f.faqTopic}`, body: {} }),
  },
  "DELETE /api/faq-topic/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/faq-topic/${f.faqTopicToDelete}` }),
  },
  "POST /api/faq-label": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/faq-label/:id": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/faq-label/${f.faqLabel}` }),
  },
  "PATCH /api/faq-label/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/faq-label/${f.faqLabel}`, body: {} }),
  },
  "DELETE /api/faq-label/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/faq-label/${f.faqLabelToDelete}` }),
  },

  // ---- stories ----
  "GET /api/stories": PUBLIC_OK,
  "GET /api/stories/:id": { ...PUBLIC_OK, request: (f) => ({ url: `/api/stories/${f.story}` }) },
  "POST /api/stories": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/stories/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/stories/${f.story}`, body: {} }),
  },
  "DELETE /api/stories/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/stories/${f.storyToDelete}` }),
  },
  "GET /api/admin/stories": { who: OFFICE, allowed: 200 },
  "GET /api/admin/stories/:id": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/admin/stories/${f.story}` }),
  },

  // ---- contact ----
  "POST /api/contact-us": { who: "public", allowed: 422, request: () => EMPTY_BODY },
  "GET /api/contact-messages": { who: OFFICE, allowed: 200 },
  "PATCH /api/contact-messages/:id": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/contact-messages/${f.contactMessage}`, body: { handled: true } }),
  },

  // ---- short links ----
  "GET /api/short-urls": { who: OFFICE, allowed: 200 },
  "POST /api/short-url": {
    who: OFFICE,
    allowed: 200,
    request: (_f, caller) => ({ body: { full_url: `https://example.com/made-by-${caller}` } }),
  },
  "GET /api/revert-short-url": {
    ...PUBLIC_OK,
    request: () => ({ url: "/api/revert-short-url?short_url_key=open-house" }),
  },
  "DELETE /api/short-url/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/short-url/${f.shortLinkToDelete}` }),
  },
  "GET /l/admissions_stories_seminar": { who: "public", allowed: 302 },
  "GET /l/:key": { who: "public", allowed: 302, request: () => ({ url: "/l/open-house" }) },

  // ---- enrollment forms ----
  "POST /api/enrollment-forms-step-one": { who: "public", allowed: 422, request: () => EMPTY_BODY },
  "POST /api/enrollment-forms-step-two": { who: "public", allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/enrollment-forms-step-two": { who: "public", allowed: 422, request: () => EMPTY_BODY },
  "POST /api/enrollment-forms-step-three": { who: "public", allowed: 422, request: () => EMPTY_BODY },
  // Without the form id: refused after access (a draft is read by its owner or resume token).
  "GET /api/enrollment-forms": { who: "public", allowed: 422 },
  // Without a token: refused after access (the referral link's token is the only key).
  "GET /api/enrollment-forms-referral": { who: "public", allowed: 422 },
  "POST /api/enrollment-forms-referral": { who: "public", allowed: 422, request: () => EMPTY_BODY },
  "GET /api/enrollment-forms-order": PUBLIC_OK,
  "POST /api/enrollment-forms-order/:id": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({ url: `/api/enrollment-forms-order/${f.satSession}`, body: { position: 1 } }),
  },

  // ---- enrolled sessions (the office's enrollment list) ----
  "GET /api/enrolled-course-sessions": { who: OFFICE, allowed: 200 },
  "GET /api/my-enrollments": { who: "authenticated", allowed: 200 },
  "GET /api/enrolled-course-session-detail": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/enrolled-course-session-detail?id=${f.ethanEnrollment}` }),
  },
  "PATCH /api/enrolled-course-session-detail-update": {
    who: OFFICE,
    allowed: 422,
    request: () => EMPTY_BODY,
  },
  "PATCH /api/read-enrolled-course-session": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ body: { id: f.visitorEnrollment, is_read: false } }),
  },
  "PATCH /api/set-enrolled-session-status": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/enrolled-session/batch/status": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/set-enrolled-session-need-pay-first": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ body: { id: f.visitorEnrollment, need_pay_first: false } }),
  },
  "PATCH /api/set-enrolled-session-wait-for-parent": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ body: { id: f.visitorEnrollment, wait_for_parent: false } }),
  },
  "PATCH /api/enrolled-session/:id": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/enrolled-session/${f.visitorEnrollment}`, body: { is_read: false } }),
  },
  "POST /api/add-student-to-enrolled-session": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "POST /api/add-parent-to-enrolled-session": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "POST /api/enrolled-session/contacts": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/enrolled-session/contacts": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/enrolled-session/contacts?enrolled_session_id=${f.chloeEnrollment}` }),
  },
  "DELETE /api/enrolled-session/contacts": {
    who: OFFICE,
    allowed: 200,
    request: async (f) => ({ url: `/api/enrolled-session/contacts?id=${await f.make.enrollmentContact()}` }),
  },
  "POST /api/enrolled-session/contract": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "POST /api/enrolled-session/signed-contract": {
    who: "authenticated",
    allowed: 422,
    request: () => EMPTY_BODY,
  },
  "POST /api/enrolled-session/send-contract-email": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/enrolled-session/:id/contract": {
    who: "authenticated",
    allowed: 200,
    // Admin, staff, and the enrollment's parent or student.
    refused: { teacher: 403, "test-editor": 403 },
    request: (f) => ({ url: `/api/enrolled-session/${f.ethanEnrollment}/contract` }),
  },
  "GET /api/enrolled-session/:id/contract.pdf": {
    who: "authenticated",
    allowed: 200,
    refused: { teacher: 403, "test-editor": 403 },
    request: (f) => ({ url: `/api/enrolled-session/${f.ethanEnrollment}/contract.pdf` }),
  },
  "POST /api/quick-enroll-student": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "POST /api/link-student": { who: ["parent"], allowed: 422, request: () => EMPTY_BODY },

  // ---- parent–student link requests ----
  "GET /api/parent-link-requests": { who: "authenticated", allowed: 200 },
  // ---- home: the signed-in home page's counts (each null where the caller's role may not see it) ----
  "GET /api/home/summary": { who: "authenticated", allowed: 200 },
  // A malformed id is refused after access, so nothing is confirmed or declined.
  "POST /api/parent-link-requests/:id/confirm": {
    who: "authenticated",
    allowed: 422,
    request: () => ({ url: "/api/parent-link-requests/not-an-id/confirm" }),
  },
  "POST /api/parent-link-requests/:id/decline": {
    who: "authenticated",
    allowed: 422,
    request: () => ({ url: "/api/parent-link-requests/not-an-id/decline" }),
  },
  "POST /api/parent-link-requests/by-token": {
    who: "authenticated",
    allowed: 422,
    request: () => EMPTY_BODY,
  },
  "POST /api/parent-link-requests/confirm-by-token": {
    who: "authenticated",
    allowed: 422,
    request: () => EMPTY_BODY,
  },

  // ---- lessons: lesson logs and attendance (issue 12) ----
  // Row rules (a teacher's own classes, a family's own children) are tested in modules/lessons; here
  // a malformed id or an empty body (422 after the access check) proves who is let in, writing nothing.
  "POST /api/admin/lesson-log": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/admin/lesson-log/:id": {
    who: OFFICE,
    allowed: 422,
    request: () => ({ url: "/api/admin/lesson-log/not-an-id", body: {} }),
  },
  "POST /api/lesson-log": { who: ["teacher"], allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/lesson-log/:id": {
    who: ["teacher"],
    allowed: 422,
    request: () => ({ url: "/api/lesson-log/not-an-id", body: {} }),
  },
  "POST /api/group-lesson-log": { who: LESSON_TEACHING, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/group-lesson-log/:id": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => ({ url: "/api/group-lesson-log/not-an-id", body: {} }),
  },
  "GET /api/teaching-log/:id": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => ({ url: "/api/teaching-log/not-an-id" }),
  },
  // The demo teacher teaches the SAT class: the form of its next log.
  "GET /api/next-teaching-log": {
    who: LESSON_TEACHING,
    allowed: 200,
    request: (f) => ({ url: `/api/next-teaching-log?class_id=${f.satClass}` }),
  },
  "GET /api/teaching-logs": { who: LESSON_TEACHING, allowed: 200 },
  "DELETE /api/teaching-log/:id": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => ({ url: "/api/teaching-log/not-an-id" }),
  },
  "GET /api/lesson-log/:id": {
    who: "authenticated",
    allowed: 422,
    request: () => ({ url: "/api/lesson-log/not-an-id" }),
  },
  "DELETE /api/lesson-log/:id": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => ({ url: "/api/lesson-log/not-an-id" }),
  },
  "PATCH /api/lesson-log/batch/attendance-status": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => EMPTY_BODY,
  },
  // Everyone signed in reads the attendance in their scope (an empty page when nothing is theirs).
  "GET /api/student-attendances": { who: "authenticated", allowed: 200 },
  "POST /api/add-custom-lesson": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "POST /api/update-custom-lesson": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/get-custom-lesson": {
    who: LESSON_TEACHING,
    allowed: 422,
    request: () => ({ url: "/api/get-custom-lesson?class_id=not-an-id" }),
  },
  // Everyone signed in lists their own private lessons (staff all).
  "GET /api/private-lessons": { who: "authenticated", allowed: 200 },
  "POST /api/invite-teachers": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/teacher-invitation": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "DELETE /api/teacher-invitation/:id": {
    who: OFFICE,
    allowed: 422,
    request: () => ({ url: "/api/teacher-invitation/not-an-id" }),
  },
  "POST /api/send-teacher-invitation-email": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  // The reply link works without signing in, by the invitation's key only (an empty body: 422).
  "POST /api/reply-teacher-invitation": { who: "public", allowed: 422, request: () => EMPTY_BODY },
  "POST /api/link-teacher": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/class-teacher-invitations/mine": { who: ["teacher"], allowed: 200 },
  "PATCH /api/teacher-invitation/:id/set-need-greet-meeting": {
    who: OFFICE,
    allowed: 422,
    request: () => ({ url: "/api/teacher-invitation/not-an-id/set-need-greet-meeting", body: {} }),
  },
  "POST /api/greet-meeting": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/greet-meeting/:id": {
    who: OFFICE,
    allowed: 422,
    request: () => ({ url: "/api/greet-meeting/not-an-id", body: {} }),
  },
  "DELETE /api/greet-meeting/:id": {
    who: OFFICE,
    allowed: 422,
    request: () => ({ url: "/api/greet-meeting/not-an-id" }),
  },
  "GET /api/greet-meetings": { who: "authenticated", allowed: 200 },
  "POST /api/greet-meeting/send-mail": { who: OFFICE, allowed: 422, request: () => EMPTY_BODY },
  // Each caller's own private calendar address (made, shown, revoked); the feed itself needs no sign-in.
  "GET /api/calendar-feed": { who: "authenticated", allowed: 200 },
  "POST /api/calendar-feed": { who: "authenticated", allowed: 200 },
  "DELETE /api/calendar-feed": { who: "authenticated", allowed: 200 },
  "GET /api/calendar-feed/:token": {
    who: "public",
    allowed: 422,
    request: () => ({ url: "/api/calendar-feed/not-a-token" }),
  },
  // ---- end lessons ----
  ...LESSON_EXTRA_EXPECTATIONS,
  ...LESSON_SCHEDULE_EXPECTATIONS,
  ...BILL_EXPECTATIONS,
  ...BILL_PAYMENT_EXPECTATIONS,
  ...BALANCE_EXPECTATIONS,
  ...RECEIVABLE_EXPECTATIONS,
  ...PAYROLL_EXPECTATIONS,
  ...FEEDBACK_EXPECTATIONS,
  ...TODO_EXPECTATIONS,
  ...LINE_NOTES_EXPECTATIONS,
  ...MAIL_CENTER_EXPECTATIONS,
};
