import { expect, type Page, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  createClass,
  createCourseSession,
  placeInClass,
  sessionApi,
  signInAs,
  waitForApp,
} from "./helpers";

/**
 * Issue 32's TOEFL journey: a student passes the system check (sound, a 3-second recording played back),
 * starts the demo TOEFL, records both speaking answers in the browser (Chromium's fake microphone) and
 * submits; their teacher grades the recordings 0–4 on /toefl/resolve and marks grading done; the student's
 * mail is read back from the outbox. The reading, listening and writing modules are finished through the
 * API (the SAT journey covers answering on screen): this journey is about recording and grading.
 */

// A fake microphone and camera, granted without asking (this file's browser only; the config's other
// launch options are repeated because `launchOptions` replaces them).
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
  permissions: ["microphone"],
});

/** Records one speaking task: start, (skip the preparation), speak a moment, stop; waits for the save. */
async function recordTask(page: Page) {
  await page.getByRole("button", { name: "Start recording" }).click();
  const startNow = page.getByRole("button", { name: "Start speaking now" });
  const stop = page.getByRole("button", { name: "Stop" });
  await expect(startNow.or(stop)).toBeVisible();
  if (await startNow.isVisible()) await startNow.click();
  await expect(page.getByText("Recording", { exact: true })).toBeVisible();
  await page.waitForTimeout(1_500);
  await stop.click();
  await expect(page.getByText("Your recording is saved.")).toBeVisible();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
}

test("a student records TOEFL speaking answers; the teacher grades them and the student is mailed", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const base = baseURL as string;
  const admin = await adminApi(base);
  const teacher = await createAccount(admin, "teacher", { signIn: true });
  const student = await createAccount(admin, "student", { signIn: true });
  const session = await createCourseSession(admin);
  const sessionClass = await createClass(admin, session.id, { teacher_ids: [teacher.id] });
  await placeInClass(admin, student.id, sessionClass);

  // The teacher assigns the demo TOEFL to the student (a teacher grades what they assigned).
  const teacherPage = await (await browser.newContext({ baseURL: base })).newPage();
  await signInAs(teacherPage, teacher.username, teacher.password);
  const teacherApi = sessionApi(teacherPage, base);
  const forms = (await teacherApi.get("/api/toefls")) as { data: { form_id: number; key: string }[] };
  const form = forms.data.find((candidate) => candidate.key.includes("toefl")) ?? forms.data[0];
  expect(form, "no demo TOEFL form").toBeTruthy();
  const formId = form?.form_id as number;
  await teacherApi.post("/api/assign-test", {
    form_id: formId,
    student_user_ids: [student.id],
    opens_at: new Date(Date.now() - 60_000).toISOString(),
  });

  // 1. The student: the system check, then the start.
  const context = await browser.newContext({ baseURL: base, permissions: ["microphone"] });
  const page = await context.newPage();
  await signInAs(page, student.username, student.password);
  const studentApi = sessionApi(page, base);
  await page.goto(`/toefl/setTest?form=${formId}`);
  await waitForApp(page);
  await expect(page.getByRole("heading", { level: 1, name: "Start a TOEFL mock test" })).toBeVisible();
  await page.getByRole("button", { name: "Play a sample sound" }).click();
  await page.getByRole("checkbox", { name: "I heard the sample sound" }).check();
  await page.getByRole("button", { name: "Record 3 seconds" }).click();
  await expect(page.getByLabel("Your test recording")).toBeVisible({ timeout: 10_000 });
  await page.getByRole("checkbox", { name: "I heard my voice in the recording" }).check();
  await page.getByRole("button", { name: "Start the test" }).click();
  await expect(page).toHaveURL(/\/toefl\/test\?exam=\d+$/);
  const examId = Number(new URL(page.url()).searchParams.get("exam"));

  // Reading, listening and writing are finished through the API; the writing gets a short answer.
  const finish = (moduleKey: string) =>
    studentApi.post(`/api/test-attempt/${examId}/module/finish`, { module_key: moduleKey });
  await finish("reading-1");
  await finish("listening-1");
  await studentApi.post("/api/toefls/answer", {
    exam_id: examId,
    item_key: "toefl-w1",
    response: {
      kind: "written_response",
      text: "Cities should keep some streets for walking and cycling only.",
    },
  });
  await finish("writing-1");

  // 2. Speaking: both tasks recorded in the browser, uploaded and saved; then submit.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole("heading", { name: "Question 1 of 2" })).toBeVisible();
  await recordTask(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Question 2 of 2" })).toBeVisible();
  await recordTask(page);
  await page.getByRole("button", { name: "Finish module" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Finish module" }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(new RegExp(`/toefl/transcript\\?exam=${examId}$`));
  await expect(page.getByText("Grades pending")).toBeVisible();
  await context.close();

  // 3. The teacher grades on /toefl/resolve: the recordings play from the student's documents.
  await teacherPage.goto("/toefl/resolve");
  await waitForApp(teacherPage);
  await teacherPage.locator(`a[href="/toefl/resolve?exam=${examId}"]`).click();
  await expect(teacherPage.getByRole("heading", { level: 1, name: /^Grade .*TOEFL$/ })).toBeVisible();
  const recording = teacherPage.getByLabel("Recording of task 2");
  await expect(recording).toBeVisible();
  const src = (await recording.getAttribute("src")) as string;
  const file = await teacherPage.request.get(src);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/^audio\//);

  const tasks = teacherPage.locator("section").filter({ has: teacherPage.getByRole("radio", { name: "3" }) });
  const count = await tasks.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let index = 0; index < count; index += 1) {
    const task = tasks.nth(index);
    await task.getByRole("radio", { name: "3" }).check();
    await task.getByRole("textbox", { name: "Comment for the student" }).fill("Clear and well organised.");
    await task.getByRole("button", { name: /^Save the grade of task/ }).click();
    await expect(task.getByText("Graded 3")).toBeVisible();
  }
  await teacherPage.getByRole("button", { name: "Grading done: mail the student" }).click();
  await expect(teacherPage.getByText("The student is mailed that grading is done.")).toBeVisible();
  await teacherPage.context().close();

  // 4. The student's mail, in their language, with the total.
  await expect(async () => {
    const outbox = (await admin.get(`/api/mail-outbox?to=${encodeURIComponent(student.email)}`)) as {
      data: { kind: string; subject: string; text: string }[];
    };
    const mail = outbox.data.find((m) => m.kind === "toefl_corrected");
    expect(mail, `no grading mail to ${student.email}`).toBeTruthy();
    expect(mail?.subject).toMatch(/^Your TOEFL practice test has been graded/);
    expect(mail?.text).toMatch(/Total score: \d+/);
  }).toPass({ timeout: 15_000 });
  await admin.dispose();
});
