import { profileEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each profiles route; who is let in is the declared access. */
export const profilesProbes = defineProbes(profileEndpoints, {
  getProfile: { allowed: 200 },
  getUserProfile: {
    allowed: 200,
    // Admin, staff, the student, their parents and teachers.
    refused: { "test-editor": 403 },
    request: (f) => ({ url: `/api/profile/${f.users.student}` }),
  },
  getUserProfileByUsername: {
    allowed: 200,
    refused: { "test-editor": 403 },
    request: () => ({ url: "/api/profile/username/student" }),
  },
  getParentsForProfile: {
    allowed: 200,
    // Admin, staff and the student.
    refused: { teacher: 403, parent: 403, "test-editor": 403 },
    request: (f) => ({ url: `/api/parents-for-profile?user_id=${f.users.student}` }),
  },
  updateBasicProfile: { allowed: 200, request: () => ({ body: {} }) },
  // One's own student or teacher details: an admin without them has nothing to change here.
  updateStudentProfile: { allowed: 200, refused: { "super-admin": 403 }, request: () => ({ body: {} }) },
  updateTeacherProfile: { allowed: 200, refused: { "super-admin": 403 }, request: () => ({ body: {} }) },
  updateUserBasicProfile: {
    allowed: 200,
    request: (f) => ({ url: `/api/basic/profile/${f.users.teacher2}`, body: {} }),
  },
  updateUserStudentProfile: {
    allowed: 200,
    request: (f) => ({ url: `/api/student/profile/${f.users.student2}`, body: {} }),
  },
  updateStudentSurveyById: {
    allowed: 200,
    // Admin, the student and their parents.
    refused: { staff: 403, teacher: 403, "test-editor": 403 },
    request: (f) => ({ url: `/api/student/survey/${f.users.student}`, body: { survey: {} } }),
  },
  updateUserTeacherProfile: {
    allowed: 200,
    request: (f) => ({ url: `/api/teacher/profile/${f.users.teacher2}`, body: {} }),
  },
  listTeachers: { allowed: 200 },
  getTeacherShowBio: { allowed: 200 },
  toggleTeacherShowBio: { allowed: 200, request: (f) => ({ body: { user_id: f.users.teacher2 } }) },
  getTeacherApplicationByEmail: {
    allowed: 200,
    request: () => ({ url: "/api/teacher-application-by-email?email=teacher@demo.example.com" }),
  },
});
