import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  expect,
  type Locator,
  type Page,
  request,
} from "@playwright/test";

/** The demo accounts' password (README: DEMO_PASSWORD). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "demo-pass-2026";
/** The password of the fixture accounts a journey signs in as (see createAccount). */
export const FIXTURE_PASSWORD = "fixture-pass-2026";

let made = 0;
/**
 * A unique suffix for names and keys a journey creates: the time, the worker's process id and a
 * counter, so two tests never get the same one, not even in the same millisecond on two workers.
 */
export const stamp = () => `${Date.now().toString(36)}${process.pid.toString(36)}${(made++).toString(36)}`;

/**
 * Waits until React has hydrated the page (the app marks <html data-hydrated>). Hydration is the most
 * CPU-bound step of a journey (parsing and running the app's JS): on a loaded 2-core machine it was
 * seen to take over 10 s, so it gets 30 s rather than the 10 s of ordinary expectations.
 */
export async function waitForApp(page: Page): Promise<void> {
  // The landing page runs its app at a visitor's first interaction (issue 36); a pointer move is one.
  await page.mouse.move(1, 1);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
}

/**
 * Types a date into a date field (web components/date-field: a text box that takes and shows YYYY-MM-DD
 * in every language, with a calendar that opens on focus) and leaves the field, which closes the calendar
 * so it covers nothing the journey clicks next. Works on a month field (MonthField, YYYY-MM) and a native
 * date input too.
 */
export async function fillDate(field: Locator, date: string): Promise<void> {
  await field.fill(date);
  await field.blur();
  await expect(field).toHaveValue(date);
}

/**
 * axe: no serious or critical violations. `include` narrows the check to a part of the page: the
 * feature journeys judge the page's own content (#main-content; the shell is judged by shell.spec.ts),
 * and an open dialog, portalled outside it, on its own. Loaders are waited out first so the settled
 * page is judged, not a spinner.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  if (include) {
    await expect(page.locator(`${include} [data-loading]`)).toHaveCount(0);
    await expect(page.locator(`${include} .mantine-Loader-root`)).toHaveCount(0);
  }
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    page.url(),
  ).toEqual([]);
}

/** axe on the page's own content (#main-content). */
export const expectAccessibleContent = (page: Page) => expectNoSeriousA11yViolations(page, "#main-content");

export type SignedInUser = { id: number; first_name: string; last_name: string; username: string };

/** How the app names a person: first and last name, else the username. */
export const nameOf = (user: SignedInUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(" ") || user.username;

/** Signs the page's browser context in through the API (the answer sets the session cookie). */
export async function signInAs(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<SignedInUser> {
  const response = await page.request.post("/api/login", { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: SignedInUser }).user;
}

/** Fills and sends the /login form (the page must show it). */
export async function signInThroughForm(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole("textbox", { name: "Username or email", exact: true }).fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

/**
 * A page in a browser context of its own (its own cookies), signed in through the API as a demo
 * account (by username) or a fixture account, or a visitor when `as` is left out. Close it with
 * `page.context().close()` when the journey is done with it.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  as?: string | { username: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (typeof as === "string") await signInAs(page, as);
  else if (as) await signInAs(page, as.username, as.password);
  return page;
}

/** JSON calls with a session (a page's or a request context's); writes carry an Origin (CSRF check). */
export function sessionApi(client: Page | APIRequestContext, baseURL: string) {
  const http = "goto" in client ? client.request : client;
  const headers = { Origin: baseURL };
  const ok = async (response: APIResponse) => {
    expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    get: async (path: string) => ok(await http.get(path)),
    post: async (path: string, data?: unknown) => ok(await http.post(path, { data, headers })),
    patch: async (path: string, data?: unknown) => ok(await http.patch(path, { data, headers })),
    delete: async (path: string) => ok(await http.delete(path, { headers })),
    status: async (path: string) => (await http.get(path)).status(),
  };
}
export type Api = ReturnType<typeof sessionApi>;

/** The demo admin's API in a request context of its own (for fixtures made beside a browser journey). */
export async function adminApi(baseURL: string): Promise<Api & { dispose: () => Promise<void> }> {
  const context = await request.newContext({ baseURL });
  const response = await context.post("/api/login", { data: { username: "admin", password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return { ...sessionApi(context, baseURL), dispose: () => context.dispose() };
}

// ---- Fixtures ----
// Rule: a journey that changes data (places, enrolls, links, uploads, renames, deactivates…) acts on
// fixtures it creates here, never on the demo accounts, sessions or classes that read-only specs inspect
// (the specs run on two workers against one server).

export type Account = SignedInUser & { email: string; password: string };

type AccountOptions = {
  first_name?: string;
  last_name?: string;
  /** A parent's children (linked at creation). */
  student_ids?: number[];
  /** Give it FIXTURE_PASSWORD (through its set-password link) so a journey can sign in as it. */
  signIn?: boolean;
};

/**
 * A fresh, bound account through the admin user API (POST register/student or register/parent) with
 * a unique username and email. The API has no teacher form: a teacher is created as a student, then
 * given the teacher role in place of the student one.
 */
export async function createAccount(
  admin: Api,
  role: "student" | "parent" | "teacher",
  options: AccountOptions = {},
): Promise<Account> {
  const username = `${role.slice(0, 3)}${stamp()}`;
  const email = `${username}@e2e.example.com`;
  const names = { first_name: options.first_name ?? "Fixture", last_name: options.last_name ?? username };
  const phone = "+886 912 000 000";
  const created = (
    role === "parent"
      ? await admin.post("/api/register/parent", {
          username,
          email,
          ...names,
          phone,
          student_ids: options.student_ids ?? [],
        })
      : await admin.post("/api/register/student", {
          username,
          email,
          ...names,
          phone,
          school: "Taipei American School",
          grade_level: "10",
        })
  ) as { user: SignedInUser; set_password_url: string };
  const { id } = created.user;
  if (role === "teacher") {
    await admin.post(`/api/role/teacher/${id}`);
    await admin.delete(`/api/role/student/${id}`);
  }
  if (options.signIn) {
    const token = new URL(created.set_password_url).searchParams.get("token");
    await admin.post("/api/set-url", {
      token,
      password: FIXTURE_PASSWORD,
      password_confirmation: FIXTURE_PASSWORD,
    });
  }
  return { ...created.user, email, password: FIXTURE_PASSWORD };
}

export type CourseSessionFixture = { id: number; title: string; fee: number | null; currency: string };

/** A fresh course session: an active group class (so /enroll offers it) unless `fields` say otherwise. */
export async function createCourseSession(
  admin: Api,
  fields: Record<string, unknown> = {},
): Promise<CourseSessionFixture> {
  const id = stamp();
  return (await admin.post("/api/course-sessions", {
    title: `E2E session ${id}`,
    short_name: `E2E-${id}`,
    city: "Taipei",
    // Chinese pages show the city in Chinese (experience-zh-tw.spec.ts reads them for English demo text).
    translations: { "zh-TW": { city: "台北" }, "zh-CN": { city: "台北" } },
    fee: 120_000,
    currency: "USD",
    ...fields,
  })) as CourseSessionFixture;
}

export type ClassFixture = { id: number; name: string; course_session_id: number };

/** A fresh class of a course session. */
export async function createClass(
  admin: Api,
  courseSessionId: number,
  fields: Record<string, unknown> = {},
): Promise<ClassFixture> {
  return (await admin.post("/api/session-classes", {
    course_session_id: courseSessionId,
    name: `E2E class ${stamp()}`,
    ...fields,
  })) as ClassFixture;
}

/** Gives a student a paid ticket for the class's session and places it in the class. */
export async function placeInClass(admin: Api, studentId: number, sessionClass: ClassFixture): Promise<void> {
  const ticket = (await admin.post("/api/student-class-tickets", {
    student_user_id: studentId,
    course_session_id: sessionClass.course_session_id,
    is_paid: true,
  })) as { id: number };
  await admin.post(`/api/student-class-tickets/${ticket.id}`, { session_class_id: sessionClass.id });
}

export type PrivateLessonFixture = { classId: number; logIds: number[] };

/**
 * A fresh private lesson (POST add-custom-lesson) with one student and one teacher at `salary` minor
 * units per hour (TWD), and one lesson log per day at 10:00 Taipei written by the admin (the student
 * present, so every log is payable to the teacher).
 */
export async function createPrivateLessonWithLogs(
  admin: Api,
  options: {
    title: string;
    teacherId: number;
    studentId: number;
    salary: number;
    days: string[];
    minutes: number;
  },
): Promise<PrivateLessonFixture> {
  const lesson = (await admin.post("/api/add-custom-lesson", {
    title: options.title,
    lesson_requests: [{ student_user_id: options.studentId, fee: 200_000, fee_currency: "TWD" }],
    teachers: [
      { teacher_user_id: options.teacherId, salary: options.salary, salary_currency: "TWD", salary_unit: 3 },
    ],
  })) as { class_id: number };
  const next = (await admin.get(`/api/next-teaching-log?class_id=${lesson.class_id}`)) as {
    students: { student_class_ticket_id: number }[];
  };
  const logIds: number[] = [];
  for (const day of options.days) {
    const log = (await admin.post("/api/admin/lesson-log", {
      class_id: lesson.class_id,
      teacher_user_id: options.teacherId,
      started_at: `${day} 10:00:00`,
      timezone: "Asia/Taipei",
      duration_hours: Math.floor(options.minutes / 60),
      duration_minutes: options.minutes % 60,
      students: next.students.map((row) => ({ student_class_ticket_id: row.student_class_ticket_id })),
    })) as { id: number };
    logIds.push(log.id);
  }
  return { classId: lesson.class_id, logIds };
}

// ---- PDFs ----

/**
 * The text of a PDF the server wrote, read the way a viewer's copy or search does: the server's tests'
 * reader (e2e's tsconfig lists that one file, so both tiers read PDFs one way).
 */
export { extractPdfText as pdfText } from "../../apps/server/src/pdf/pdf-text.test-helpers";

// ---- Counseling ----

/**
 * A fresh counseling class taught by `teacherIds`: a counseling course session of its own (inactive, so
 * /enroll and the public pages never offer it) and one class in it, named in English and Chinese.
 */
export async function createCounselingClass(admin: Api, teacherIds: number[]): Promise<ClassFixture> {
  const id = stamp();
  const session = await createCourseSession(admin, {
    title: `E2E counseling ${id}`,
    type: "counseling",
    active: false,
    fee: null,
    translations: {
      "zh-TW": { title: `升學輔導 ${id}`, city: "台北" },
      "zh-CN": { title: `升学辅导 ${id}`, city: "台北" },
    },
  });
  return createClass(admin, session.id, {
    name: `E2E counseling class ${id}`,
    teacher_ids: teacherIds,
    translations: { "zh-TW": { name: `升學輔導班 ${id}` }, "zh-CN": { name: `升学辅导班 ${id}` } },
  });
}
