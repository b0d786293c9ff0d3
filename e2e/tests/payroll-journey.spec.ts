import { expect, type Page, type Response, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  createPrivateLessonWithLogs,
  expectAccessibleContent,
  fillDate,
  openPage,
  stamp,
  waitForApp,
} from "./helpers";

/**
 * The admin drafts a salary statement from a teacher's lesson logs and sends
 * it; the teacher disputes one item; the admin fixes it and sends it again; the teacher confirms; the
 * admin records the payment; the statement is paid and the teacher's outstanding is 0. Everything acts
 * on fixtures this journey makes (a fresh teacher and student, a private lesson, two lesson logs).
 */

/** A date some days before today (YYYY-MM-DD, Taipei). */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Asia/Taipei" });

/** Waits for one API answer (path and method) and checks its status. */
async function answered(page: Page, path: string | RegExp, method: string, act: () => Promise<unknown>) {
  const matches = (r: Response) =>
    r.request().method() === method &&
    (typeof path === "string" ? new URL(r.url()).pathname === path : path.test(new URL(r.url()).pathname));
  const [response] = await Promise.all([page.waitForResponse(matches), act()]);
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return response;
}

/** The link in the newest salary statement mailed to `email` (the admin reads the outbox). */
async function mailedStatementPath(baseURL: string, email: string): Promise<string> {
  const admin = await adminApi(baseURL);
  try {
    const outbox = (await admin.get(`/api/mail-outbox?to=${encodeURIComponent(email)}`)) as {
      data: { text: string; kind: string }[];
    };
    const mail = outbox.data.find((m) => m.kind === "payroll_statement");
    const link = mail?.text.match(/https?:\/\/\S+\/\d+\/salary\/\d+/)?.[0];
    expect(link, `no statement link mailed to ${email}`).toBeTruthy();
    return new URL(link as string).pathname;
  } finally {
    await admin.dispose();
  }
}

/** The statement page's state badge. */
async function expectState(page: Page, state: string, label: string) {
  const badge = page.getByTestId("statement-state");
  await expect(badge).toHaveAttribute("data-state", state);
  await expect(badge).toHaveText(label);
}

test("a salary statement from lesson logs to paid, with a dispute on the way", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  if (!baseURL) throw new Error("no baseURL");
  const id = stamp();
  const admin = await adminApi(baseURL);
  const teacherAccount = await createAccount(admin, "teacher", { first_name: "Paula", signIn: true });
  const student = await createAccount(admin, "student", { first_name: "Sam" });
  // A private lesson at 1,200 TWD per hour, two 90-minute lessons logged: 1,800 TWD each.
  const lesson = await createPrivateLessonWithLogs(admin, {
    title: `E2E payroll ${id}`,
    teacherId: teacherAccount.id,
    studentId: student.id,
    salary: 120_000,
    days: [daysAgo(9), daysAgo(8)],
    minutes: 90,
  });
  await admin.dispose();
  const title = `Salary ${id}`;
  const deduction = `Late start ${id}`;

  // 1. The admin finds the teacher among those with unpaid lessons and drafts a statement.
  const office = await openPage(browser, baseURL, "admin");
  await office.goto("/salary");
  await waitForApp(office);
  const searched = office.waitForResponse(
    (r) =>
      r.url().includes("/api/payroll/users/unpaid") && r.url().includes(`keyword=${teacherAccount.username}`),
  );
  await office.getByRole("searchbox", { name: "Search teachers" }).fill(teacherAccount.username);
  expect((await searched).status()).toBe(200);
  const row = office.getByTestId("teachers-unpaid").getByRole("row").filter({ hasText: "Paula" });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(1)).toHaveText("2");
  await row.getByRole("link", { name: "Draft statement" }).click();
  await office.waitForURL(`**/salary/create/teacher/${teacherAccount.id}`);
  await waitForApp(office);

  await office.getByRole("textbox", { name: /^Title/ }).fill(title);
  await fillDate(office.getByLabel(/^Period start/), daysAgo(20));
  await answered(office, `/api/payroll/unpaid/${teacherAccount.id}`, "GET", () =>
    fillDate(office.getByLabel(/^Period end/), daysAgo(1)),
  );
  const lines = office.getByTestId("statement-lines");
  await expect(lines.locator('[data-selected="true"]')).toHaveCount(2);
  await office.getByRole("button", { name: "Add deduction" }).click();
  const manual = office.getByTestId("manual-item");
  await manual.getByRole("textbox", { name: /^Reason/ }).fill(deduction);
  await manual.getByRole("textbox", { name: /^Amount/ }).fill("200");
  await expect(office.getByTestId("statement-total")).toHaveText("$3,400");
  await expectAccessibleContent(office);
  const created = await answered(office, "/api/payroll", "POST", () =>
    office.getByRole("button", { name: "Create statement" }).click(),
  );
  const statementId = ((await created.json()) as { id: number; total: number }).id;
  const detailPath = `/${teacherAccount.id}/salary/${statementId}`;
  await office.waitForURL(`**${detailPath}`);
  // The heading names the period in the reader's language; the admin's own label sits under it.
  await expect(
    office.getByRole("heading", { level: 1, name: /^Salary for \d{4}-\d{2}-\d{2}/ }),
  ).toBeVisible();
  await expect(office.getByTestId("statement-label")).toHaveText(title);
  await expect(office.getByTestId("detail-total")).toHaveText("$3,400");
  await expectState(office, "created", "Draft");

  // 2. …and sends it to the teacher.
  await office.getByRole("button", { name: "Send to teacher" }).click();
  const sendDialog = office.getByRole("dialog", { name: "Send to teacher" });
  await sendDialog.getByRole("textbox", { name: /^Message to the teacher/ }).fill("Please check.");
  await answered(office, `/api/payroll/${statementId}/send`, "POST", () =>
    sendDialog.getByRole("button", { name: "Send to teacher" }).click(),
  );
  await expectState(office, "confirm_pending", "Awaiting confirmation");

  // 3. The teacher disputes the deduction.
  const teacher = await openPage(browser, baseURL, {
    username: teacherAccount.username,
    password: teacherAccount.password,
  });
  expect(await mailedStatementPath(baseURL, teacherAccount.email)).toBe(detailPath);
  await teacher.goto(detailPath);
  await waitForApp(teacher);
  const review = teacher.getByTestId("teacher-review");
  await expect(review).toContainText(deduction);
  await expectAccessibleContent(teacher);
  await review.getByRole("checkbox", { name: `Something is wrong with ${deduction}` }).check();
  await review
    .getByRole("textbox", { name: /^What is wrong/ })
    .fill("I was on time: the class started late.");
  await answered(teacher, `/api/payroll/${statementId}/problem`, "POST", () =>
    review.getByRole("button", { name: "Report a problem" }).click(),
  );
  await expectState(teacher, "problem", "Problem raised");
  await expect(teacher.getByTestId("teacher-review")).toHaveCount(0);

  // 4. The admin sees the problem, removes the deduction and sends the statement again.
  await office.reload();
  await waitForApp(office);
  await expect(office.getByText("I was on time: the class started late.")).toBeVisible();
  await expect(office.getByTestId("statement-items").locator('[data-in-problem="true"]')).toContainText(
    deduction,
  );
  await office.getByRole("link", { name: "Edit", exact: true }).click();
  await office.waitForURL(`**/salary/teacher/${teacherAccount.id}/reset/${statementId}`);
  await waitForApp(office);
  await expect(office.getByTestId("open-problem")).toContainText("I was on time: the class started late.");
  await expect(office.getByTestId("manual-item")).toHaveAttribute("data-disputed", "true");
  await office.getByRole("button", { name: "Remove this item" }).click();
  await expect(office.getByTestId("statement-total")).toHaveText("$3,600");
  await answered(office, `/api/payroll/${statementId}`, "PATCH", () =>
    office.getByRole("button", { name: "Save changes" }).click(),
  );
  await office.waitForURL(`**${detailPath}`);
  await expect(office.getByTestId("detail-total")).toHaveText("$3,600");
  await office.getByRole("button", { name: "Send again" }).click();
  const resendDialog = office.getByRole("dialog", { name: "Send to teacher" });
  await answered(office, `/api/payroll/${statementId}/send`, "POST", () =>
    resendDialog.getByRole("button", { name: "Send to teacher" }).click(),
  );
  await expectState(office, "confirm_pending", "Awaiting confirmation");

  // 5. The teacher confirms the corrected statement.
  await teacher.reload();
  await waitForApp(teacher);
  const corrected = teacher.getByTestId("teacher-review");
  await expect(corrected).not.toContainText(deduction);
  await answered(teacher, `/api/payroll/${statementId}/checked`, "POST", () =>
    corrected.getByRole("button", { name: "Confirm statement" }).click(),
  );
  await expectState(teacher, "confirmed", "Confirmed");

  // 6. The admin records the payment for what is owed: the statement is paid.
  await office.reload();
  await waitForApp(office);
  await office.getByRole("button", { name: "Mark paid" }).click();
  const payDialog = office.getByRole("dialog", { name: "Mark paid" });
  await payDialog.getByRole("textbox", { name: /^Reference/ }).fill(`TRF-${id}`);
  await answered(office, `/api/payroll/${statementId}/paid`, "PATCH", () =>
    payDialog.getByRole("button", { name: "Mark paid" }).click(),
  );
  await expectState(office, "paid", "Paid");
  await expect(office.getByTestId("detail-outstanding")).toHaveText("$0");
  await expect(office.getByText(`TRF-${id}`)).toBeVisible();
  await expectAccessibleContent(office);
  await office.context().close();

  // 7. The teacher's salary page: the statement under Paid, earned 3,600 and outstanding 0.
  const ledger = teacher.waitForResponse((r) => r.url().endsWith(`/api/teacher-ledger/${teacherAccount.id}`));
  await teacher.goto("/salary");
  await waitForApp(teacher);
  expect((await ledger).status()).toBe(200);
  const balance = teacher.getByTestId("my-balance");
  await expect(balance.getByText(/^Earned/)).toHaveText("Earned: $3,600");
  await expect(balance.getByText(/^Outstanding/)).toHaveText("Outstanding: $0");
  await answered(teacher, "/api/payroll/paid", "GET", () =>
    teacher.getByRole("radiogroup", { name: "Salary statements" }).getByText("Paid", { exact: true }).click(),
  );
  const paidRow = teacher.getByTestId("statements").getByRole("row").filter({ hasText: title });
  await expect(paidRow).toHaveAttribute("data-state", "paid");
  await expectAccessibleContent(teacher);
  await teacher.context().close();
  expect(lesson.logIds).toHaveLength(2);
});
