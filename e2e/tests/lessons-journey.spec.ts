import { expect, type Page, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  expectAccessibleContent,
  fillDate,
  openPage,
  sessionApi,
  stamp,
  waitForApp,
} from "./helpers";

/**
 * The admin creates a private lesson with two students and invites two
 * teachers; one opens the mailed link without signing in and accepts, the other declines; the admin
 * links the teacher who accepted, schedules a meet-and-greet and mails it; the teacher writes the
 * first lesson log; the admin changes attendance in one batch; the teacher writes a progress report
 * and mails it; the parent sees the attendance on /students/attendances, reads the report, and the
 * lesson is in the parent's calendar feed. Everything acts on fixtures
 * this journey makes (fresh students, parent, teachers, lesson).
 */

/** A date some days before today (YYYY-MM-DD, Taipei). */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Asia/Taipei" });

/** Picks a person in a lesson picker (Autocomplete over GET users/search) by their username. */
async function pickPerson(page: Page, label: RegExp, username: string) {
  const input = page.getByRole("combobox", { name: label });
  const searched = page.waitForResponse(
    (r) => r.url().includes("/api/users/search") && r.url().includes(encodeURIComponent(username)),
  );
  await input.fill(username);
  await searched;
  // The list opens on typing; if the answer came after it closed, arrow down opens it again.
  const option = page.getByRole("option", { name: new RegExp(username) });
  await expect(async () => {
    if (!(await option.isVisible())) await input.press("ArrowDown");
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await option.click();
}

/** The accept or decline link of the invitation mailed to `email` (the admin reads the outbox). */
async function mailedLink(baseURL: string, email: string, action: "accept" | "decline") {
  const admin = await adminApi(baseURL);
  try {
    const outbox = (await admin.get(`/api/mail-outbox?to=${encodeURIComponent(email)}`)) as {
      data: { text: string; kind: string }[];
    };
    const mail = outbox.data.find((m) => /invitation-reply\/1\//.test(m.text));
    expect(mail, `no invitation mail to ${email}`).toBeTruthy();
    const links = [...(mail?.text ?? "").matchAll(/https?:\/\/\S+invitation-reply\/(\d)\/[A-Za-z0-9_-]+/g)];
    const link = links.find((m) => m[1] === (action === "accept" ? "1" : "2"))?.[0];
    expect(link, `no ${action} link in the mail`).toBeTruthy();
    const url = new URL(link as string);
    return `${url.pathname}${url.search}`;
  } finally {
    await admin.dispose();
  }
}

test("a private lesson from invitation to the parent's attendance and calendar", async ({
  browser,
  baseURL,
}) => {
  // Eleven steps over five browser contexts: it took 2–3 minutes on a loaded 2-core machine, so it
  // gets twice test.slow()'s budget.
  test.setTimeout(360_000);
  if (!baseURL) throw new Error("no baseURL");
  const id = stamp();
  const admin = await adminApi(baseURL);
  const ada = await createAccount(admin, "student", { first_name: "Ada" });
  const ben = await createAccount(admin, "student", { first_name: "Ben" });
  const parent = await createAccount(admin, "parent", { student_ids: [ada.id], signIn: true });
  const accepting = await createAccount(admin, "teacher", { first_name: "Tina", signIn: true });
  const declining = await createAccount(admin, "teacher", { first_name: "Tom" });
  await admin.dispose();
  const title = `E2E private ${id}`;

  // 1. The admin creates the lesson with two students through the form.
  const office = await openPage(browser, baseURL, "admin");
  await office.goto("/private/private-lessons/create");
  await waitForApp(office);
  await office.getByRole("textbox", { name: /^Title \(English\)/ }).fill(title);
  await pickPerson(office, /Add a student/, ada.username);
  await pickPerson(office, /Add a student/, ben.username);
  await expect(office.getByTestId("lesson-student-row")).toHaveCount(2);
  const created = office.waitForResponse(
    (r) => r.url().endsWith("/api/add-custom-lesson") && r.request().method() === "POST",
  );
  await office.getByRole("button", { name: "Create", exact: true }).click();
  const saved = await created;
  expect(saved.status(), await saved.text()).toBe(200);
  const classId = ((await saved.json()) as { class_id: number }).class_id;
  await office.waitForURL(`**/private/private-lessons/${classId}/detail`);
  await expect(office.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // 2. …and invites two teachers, mailing the invitations at once.
  await pickPerson(office, /Invite a teacher/, accepting.username);
  await pickPerson(office, /Invite a teacher/, declining.username);
  const invited = office.waitForResponse((r) => r.url().endsWith("/api/invite-teachers"));
  await office.getByRole("button", { name: "Invite", exact: true }).click();
  expect((await invited).status()).toBe(200);
  await expect(office.getByTestId("invitation-row")).toHaveCount(2);

  // 3. Each teacher opens the mailed link without signing in: one accepts, the other declines.
  for (const [teacher, action] of [
    [accepting, "accept"],
    [declining, "decline"],
  ] as const) {
    const visitor = await openPage(browser, baseURL);
    await visitor.goto(await mailedLink(baseURL, teacher.email, action));
    await waitForApp(visitor);
    const replied = visitor.waitForResponse((r) => r.url().endsWith("/api/reply-teacher-invitation"));
    await visitor
      .getByRole("button", { name: action === "accept" ? "Accept the invitation" : "Decline the invitation" })
      .click();
    expect((await replied).status()).toBe(200);
    await expect(visitor.getByTestId("reply-done")).toContainText(
      action === "accept" ? "accepted" : "declined",
    );
    await visitor.context().close();
  }
  await office.reload();
  await waitForApp(office);
  const rowOf = (first: string) => office.getByTestId("invitation-row").filter({ hasText: first });
  await expect(rowOf("Tina")).toContainText("Accepted");
  await expect(rowOf("Tom")).toContainText("Declined");

  // 4. The admin links the teacher who accepted (the declined one is not offered).
  await office.getByRole("link", { name: "Link a teacher" }).click();
  await office.waitForURL(`**/private/private-lessons/link-teacher/${classId}`);
  await expect(office.getByTestId("link-invitation-row")).toHaveCount(1);
  const linked = office.waitForResponse((r) => r.url().endsWith("/api/link-teacher"));
  await office.getByRole("button", { name: /^Link Tina/ }).click();
  expect((await linked).status()).toBe(200);
  await office.waitForURL(`**/private/private-lessons/${classId}/detail`);

  // 5. …schedules a meet-and-greet and mails it.
  const meetingDay = daysAgo(-3);
  await office.getByRole("checkbox", { name: "The time is decided" }).check();
  await fillDate(office.getByLabel("Start date", { exact: true }), meetingDay);
  await office.getByLabel("Start time", { exact: true }).fill("17:30");
  const meeting = office.waitForResponse(
    (r) => r.url().endsWith("/api/greet-meeting") && r.request().method() === "POST",
  );
  await office.getByRole("button", { name: "Add meet-and-greet" }).click();
  expect((await meeting).status()).toBe(200);
  await expect(office.getByTestId("greet-meeting-row")).toContainText(`${meetingDay} 17:30`);
  const mailed = office.waitForResponse((r) => r.url().endsWith("/api/greet-meeting/send-mail"));
  await office.getByRole("button", { name: /Mail the meet-and-greets/ }).click();
  const mailAnswer = await mailed;
  expect(mailAnswer.status()).toBe(200);
  expect(((await mailAnswer.json()) as { mails: number }).mails).toBeGreaterThan(0);

  // 6. The teacher writes the first lesson log (both students, present by default).
  const lessonDay = daysAgo(2);
  const teacher = await openPage(browser, baseURL, {
    username: accepting.username,
    password: accepting.password,
  });
  await teacher.goto(`/private/private-lessons/${classId}/createLog`);
  await waitForApp(teacher);
  await fillDate(teacher.getByLabel(/^Date/), lessonDay);
  await teacher.getByLabel(/^Start time/).fill("16:00");
  const logged = teacher.waitForResponse(
    (r) => r.url().endsWith("/api/lesson-log") && r.request().method() === "POST",
  );
  await teacher.getByRole("button", { name: "Save lesson log" }).click();
  const log = await logged;
  expect(log.status(), await log.text()).toBe(200);
  expect(((await log.json()) as { students: unknown[] }).students).toHaveLength(2);
  await teacher.context().close();

  // 7. The admin marks Ada late and Ben excused, in one batch.
  await office.goto(`/session-classes/${classId}/attendance`);
  await waitForApp(office);
  const statusOf = (first: string, last: string) =>
    office.getByRole("combobox", { name: `Attendance of ${first} ${last}`, exact: true });
  await statusOf("Ada", ada.last_name).click();
  await office.getByRole("option", { name: "Late", exact: true }).click();
  await statusOf("Ben", ben.last_name).click();
  await office.getByRole("option", { name: "Excused absence", exact: true }).click();
  await expect(office.getByText("2 changes not saved")).toBeVisible();
  const batch = office.waitForResponse((r) => r.url().endsWith("/api/lesson-log/batch/attendance-status"));
  await office.getByRole("button", { name: "Save attendance" }).click();
  const batchAnswer = await batch;
  expect(batchAnswer.status()).toBe(200);
  expect(((await batchAnswer.json()) as { data: unknown[] }).data).toHaveLength(2);
  await office.context().close();

  // 8. The teacher writes Ada's progress report for the lesson's month from the class's progress
  //    tab (Ben, excused, owes none) and mails it to the parents.
  const period = lessonDay.slice(0, 7);
  const writer = await openPage(browser, baseURL, {
    username: accepting.username,
    password: accepting.password,
  });
  await writer.goto(`/private/private-lessons/${classId}/progress-report`);
  await waitForApp(writer);
  const statusTable = writer.getByTestId("progress-statuses");
  await expect(statusTable).toContainText(`Ada ${ada.last_name}`);
  await expect(statusTable).not.toContainText(`Ben ${ben.last_name}`);
  // The month filter takes and shows YYYY-MM (components/date-field MonthField, not the browser's month input).
  await fillDate(writer.getByRole("textbox", { name: "Month" }), period);
  await expect(statusTable).toContainText(`Ada ${ada.last_name}`);
  await writer.getByRole("link", { name: `Write the report of Ada ${ada.last_name} for ${period}` }).click();
  await writer.waitForURL(`**/private/private-lessons/${classId}/progress-report/create?**`);
  await expect(writer.getByRole("textbox", { name: /^Month/ })).toHaveValue(period);
  const editor = writer.getByRole("textbox", { name: "Report" });
  await editor.click();
  await editor.pressSequentially(`Ada read two passages a day in ${period}.`);
  const reportSaved = writer.waitForResponse(
    (r) => r.url().endsWith("/api/progress-report") && r.request().method() === "POST",
  );
  await writer.getByRole("button", { name: "Save report" }).click();
  const reportAnswer = await reportSaved;
  expect(reportAnswer.status(), await reportAnswer.text()).toBe(200);
  const reportId = ((await reportAnswer.json()) as { id: number }).id;
  await writer.waitForURL(`**/private/private-lessons/${classId}/progress-report/${reportId}`);
  const reportMailed = writer.waitForResponse((r) =>
    r.url().endsWith(`/api/progress-report/${reportId}/send-mail`),
  );
  await writer.getByRole("button", { name: "Mail to the parents" }).click();
  const mailedAnswer = await reportMailed;
  expect(mailedAnswer.status()).toBe(200);
  expect(await mailedAnswer.json()).toEqual({ reports: 1, mails: 1 });
  await writer.context().close();

  // 9. The parent sees Ada's lesson (late) on /students/attendances, and not Ben's.
  const family = await openPage(browser, baseURL, { username: parent.username, password: parent.password });
  const attendances = family.waitForResponse((r) => r.url().includes("/api/student-attendances"));
  await family.goto("/students/attendances");
  await waitForApp(family);
  expect((await attendances).status()).toBe(200);
  const list = family.getByTestId("attendance-list");
  await expect(list).toContainText(title);
  await expect(list).toContainText(`${lessonDay} 16:00`);
  await expect(list).toContainText("Late");
  await expect(list).not.toContainText(`Ben ${ben.last_name}`);
  await expectAccessibleContent(family);

  // 10. …reads Ada's progress report…
  await family.goto(`/private/private-lessons/${classId}/progress-report/${reportId}`);
  await waitForApp(family);
  await expect(family.getByText(`Ada read two passages a day in ${period}.`)).toBeVisible();
  await expect(family.getByRole("button", { name: "Mail to the parents" })).toHaveCount(0);
  await expectAccessibleContent(family);

  // 11. …and the lesson is in the parent's calendar feed.
  const api = sessionApi(family, baseURL);
  const feed = (await api.post("/api/calendar-feed")) as { url: string };
  const ics = await family.request.get(new URL(feed.url).pathname);
  expect(ics.status()).toBe(200);
  const text = await ics.text();
  expect(text).toContain("BEGIN:VCALENDAR");
  expect(text.replace(/\r?\n[ \t]/g, "")).toContain(title);
  await family.context().close();
});
