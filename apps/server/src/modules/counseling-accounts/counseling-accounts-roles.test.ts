import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNSELING_READ } from "../../../test/helpers/counseling-world";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { makeRolePeople, ROLE_PEOPLE, type RolePerson } from "./counseling-accounts.test-support";
import { type FakeApplicationService, startFakeApplicationService } from "./fake-application-service";

type Caller = RolePerson | "anonymous";
const CALLERS: Caller[] = [...ROLE_PEOPLE, "anonymous"];

let fake: FakeApplicationService;
let ctx: TestContext;
let people: Awaited<ReturnType<typeof makeRolePeople>>;

beforeAll(async () => {
  fake = await startFakeApplicationService({ acceptAny: true });
  ctx = await createTestApp({ APPLICATION_SERVICE_URL: fake.url });
  people = await makeRolePeople(ctx.app, ctx.database.db, "roles");
  const saved = await ctx.app.inject({
    method: "POST",
    url: "/api/counseling-third-account",
    headers: people.headers.student,
    payload: {
      student_user_id: people.ids.student,
      third_service_type: "common_app",
      account: "ethan",
      password: "any-pass",
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const READ = COUNSELING_READ;
/** Writers and callers of the service: the parent reads but does not change the student's logins. */
const EDIT: Record<Caller, number> = { ...READ, parent: 403 };
/** Reveal: declared for teachers and staff (others 403); among them only counselors and super-admin. */
const REVEAL: Record<Caller, number> = { ...EDIT, student: 403, otherParent: 403 };

describe("third-party accounts: route × role", () => {
  const student = () => people.ids.student;
  const ref = () => ({ student_user_id: student(), third_service_type: "common_app" });
  const routes: [string, string, () => string, () => unknown, Record<Caller, number>][] = [
    [
      "GET",
      "listCounselingThirdAccounts",
      () => `/api/counseling-third-accounts?student_user_id=${student()}`,
      () => undefined,
      READ,
    ],
    [
      "GET",
      "getCounselingThirdAccount",
      () => `/api/counseling-third-account?student_user_id=${student()}&third_service_type=common_app`,
      () => undefined,
      READ,
    ],
    [
      "GET",
      "listCounselingThirdApplications",
      () => `/api/counseling-third-applications?student_user_id=${student()}`,
      () => undefined,
      READ,
    ],
    [
      "POST",
      "createCounselingThirdAccount",
      () => "/api/counseling-third-account",
      () => ({ ...ref(), account: "ethan" }),
      EDIT,
    ],
    [
      "PATCH",
      "updateCounselingThirdApplications",
      () => "/api/counseling-third-applications",
      () => ({
        student_user_id: student(),
        user_counseling_third_applications: [{ third_service_type: "common_app", is_applying: 1 }],
      }),
      EDIT,
    ],
    ["POST", "loginCounselingThirdAccount", () => "/api/counseling-third-account/login", ref, EDIT],
    [
      "POST",
      "createCounselingThirdAccountSyncCollege",
      () => "/api/counseling-third-account/sync/colleges",
      () => ({ ...ref(), colleges: [{ id: "CA-1002", name: "Yale University" }] }),
      EDIT,
    ],
    [
      "GET",
      "listCommonAppColleges",
      () => `/api/common-app/colleges?student_user_id=${student()}`,
      () => undefined,
      EDIT,
    ],
    [
      "POST",
      "sendCounselingProfileCounselorInvitation",
      () => `/api/counseling-profile/send-counselor-invitation/${student()}`,
      () => ({ counselor_user_id: people.ids.counselor }),
      EDIT,
    ],
    [
      "POST",
      "createCounselingThirdAccountRevealPassword",
      () => "/api/counseling-third-account/reveal-password",
      () => ({ ...ref(), reason: "Checking the role table" }),
      REVEAL,
    ],
  ];

  for (const [method, name, url, body, expected] of routes) {
    it(`${name}: ${CALLERS.map((caller) => `${caller} ${expected[caller]}`).join(", ")}`, async () => {
      const got: Record<string, number> = {};
      for (const caller of CALLERS) {
        const res = await ctx.app.inject({
          method: method as "GET",
          url: url(),
          headers: caller === "anonymous" ? {} : people.headers[caller],
          ...(body() === undefined ? {} : { payload: body() as object }),
        });
        got[caller] = res.statusCode;
      }
      expect(got).toEqual(expected);
    });
  }
});
