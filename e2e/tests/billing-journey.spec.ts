import { expect, type Page, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  createPrivateLessonWithLogs,
  expectAccessibleContent,
  fillDate,
  openPage,
  pdfText,
  stamp,
  waitForApp,
} from "./helpers";

/**
 * The admin builds a bill from a child's lesson logs (ticking the line, then
 * unticking and re-ticking single logs) and sends it; the parent finds it on /bill, opens it and
 * submits a bank transfer with a proof image; the admin verifies the transfer; the bill is paid; the
 * receipt PDF (downloaded with the parent's session through the page's link) reads right in the reader's
 * language (English here; the bill was sent in zh-TW).
 * Everything acts on fixtures this journey makes (a fresh student, parent, teacher and private lesson).
 */

/** A date some days before today (YYYY-MM-DD, Taipei). */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Asia/Taipei" });

/** A 1×1 PNG: the proof of payment. */
const PROOF_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The bill's status badge on /bill/{id} (data-status is the status key). */
const statusBadge = (page: Page) => page.locator("#main-content h1 + * [data-status]");

test("a bill from lesson logs, paid by bank transfer with a proof, verified, receipt in the reader's language", async ({
  browser,
  baseURL,
}) => {
  // Six steps over two browser contexts on a loaded 2-core machine.
  test.setTimeout(300_000);
  if (!baseURL) throw new Error("no baseURL");
  const id = stamp();
  const admin = await adminApi(baseURL);
  const student = await createAccount(admin, "student", { first_name: "美玲", last_name: `王${id}` });
  const parent = await createAccount(admin, "parent", { student_ids: [student.id], signIn: true });
  const teacher = await createAccount(admin, "teacher", { first_name: "Tina" });
  // Three one-hour lessons at 2,000 TWD an hour (the helper's fee): 2,000 TWD a log.
  const days = [daysAgo(12), daysAgo(11), daysAgo(10)] as const;
  await createPrivateLessonWithLogs(admin, {
    title: `E2E billing ${id}`,
    teacherId: teacher.id,
    studentId: student.id,
    salary: 50_000,
    days: [...days],
    minutes: 60,
  });
  await admin.dispose();
  const title = `E2E bill ${id}`;

  // 1. The admin opens the form for the child: one lessons line with its three logs, none ticked.
  const office = await openPage(browser, baseURL, "admin");
  const treeLoaded = office.waitForResponse((r) => r.url().endsWith(`/api/order/unpaid/${student.id}`));
  await office.goto(`/bill/create/student/${student.id}`);
  expect((await treeLoaded).status()).toBe(200);
  await waitForApp(office);
  const tree = office.getByTestId("selection-tree");
  const line = tree.getByRole("checkbox", { name: /\(Lessons\)$/ });
  await expect(line).toHaveCount(1);
  const log = (day: string) => tree.getByRole("checkbox", { name: new RegExp(`^${day} · `) });
  for (const day of days) await expect(log(day)).not.toBeChecked();

  // Ticking the line ticks its logs; unticking one leaves the line partly selected; re-ticking and
  // unticking another settles on the first two logs.
  await line.check();
  for (const day of days) await expect(log(day)).toBeChecked();
  await log(days[2]).uncheck();
  await expect(office.locator('[data-selection="notSelectedAll"]')).toHaveCount(1);
  await log(days[1]).uncheck();
  await log(days[1]).check();
  await expect(log(days[0])).toBeChecked();
  await expect(log(days[1])).toBeChecked();
  await expect(log(days[2])).not.toBeChecked();
  await expect(office.getByTestId("bill-total")).toContainText("4,000");

  await office.getByRole("textbox", { name: /^Bill title/ }).fill(title);
  await fillDate(office.getByLabel(/^Receivable date/), daysAgo(-14));
  const created = office.waitForResponse(
    (r) => r.url().endsWith("/api/order") && r.request().method() === "POST",
  );
  await office.getByRole("button", { name: "Save bill", exact: true }).click();
  const saved = await created;
  expect(saved.status(), await saved.text()).toBe(200);
  const bill = ((await saved.json()) as { data: { id: number; total_price: number } }).data;
  // The server priced two logs, not three: 4,000 TWD.
  expect(bill.total_price).toBe(400_000);
  await office.waitForURL(`**/bill/${bill.id}`);
  await expect(office.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(statusBadge(office)).toHaveAttribute("data-status", "created");

  // 2. …and sends it to the parent (the bill's language, zh-TW, is the dialog's default).
  await office.getByRole("button", { name: "Send bill", exact: true }).click();
  const dialog = office.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const sent = office.waitForResponse((r) => r.url().endsWith(`/api/order/${bill.id}/send`));
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  const sendAnswer = await sent;
  expect(sendAnswer.status(), await sendAnswer.text()).toBe(200);
  await expect(statusBadge(office)).toHaveAttribute("data-status", "payment_pending");

  // 3. The parent finds the bill on /bill (their own family's list) and opens it.
  const home = await openPage(browser, baseURL, { username: parent.username, password: parent.password });
  const listed = home.waitForResponse((r) => r.url().includes("/api/order/unpaid"));
  await home.goto("/bill");
  expect((await listed).status()).toBe(200);
  await waitForApp(home);
  await home.getByRole("link", { name: title, exact: true }).click();
  await home.waitForURL(`**/bill/${bill.id}`);
  await expect(statusBadge(home)).toHaveAttribute("data-status", "payment_pending");
  await expectAccessibleContent(home);

  // 4. …and submits a bank transfer with a proof image and the paying account's last five digits.
  await home.getByRole("link", { name: "Pay by bank transfer", exact: true }).click();
  await home.waitForURL(`**/bill/parents/transaction/${bill.id}`);
  await waitForApp(home);
  await home.getByRole("textbox", { name: /^Amount paid/ }).fill("4000");
  const uploaded = home.waitForResponse(
    (r) => r.url().endsWith("/api/document") && r.request().method() === "POST",
  );
  await home
    .locator('input[type="file"]')
    .setInputFiles({ name: "transfer.png", mimeType: "image/png", buffer: PROOF_PNG });
  const upload = await uploaded;
  expect(upload.status(), await upload.text()).toBe(200);
  await expect(home.getByText("Uploaded: transfer.png")).toBeVisible();
  await home.getByRole("textbox", { name: /^Last five digits/ }).fill("54321");
  const submitted = home.waitForResponse(
    (r) => r.url().endsWith(`/api/order/${bill.id}/transaction`) && r.request().method() === "POST",
  );
  await home.getByRole("button", { name: "Submit payment", exact: true }).click();
  const transfer = await submitted;
  expect(transfer.status(), await transfer.text()).toBe(200);
  await home.waitForURL(`**/bill/${bill.id}`);
  await expect(statusBadge(home)).toHaveAttribute("data-status", "confirm_pending");

  // 5. The admin finds it waiting for confirmation on /bill (the status badges pass axe's contrast check),
  //    sees the proof and verifies it: the bill is paid.
  await office.goto(`/bill?q=${encodeURIComponent(title)}`);
  await waitForApp(office);
  await expect(office.locator('#main-content [data-status="confirm_pending"]').first()).toBeVisible();
  await expectAccessibleContent(office);
  const paymentsLoaded = office.waitForResponse((r) => r.url().endsWith(`/api/order/${bill.id}/payments`));
  await office.goto(`/bill/${bill.id}`);
  await paymentsLoaded;
  await waitForApp(office);
  await expect(office.getByRole("link", { name: "View", exact: true })).toBeVisible();
  await expect(office.getByRole("cell", { name: "54321", exact: true })).toBeVisible();
  await expectAccessibleContent(office);
  const verified = office.waitForResponse(
    (r) => r.url().includes("/api/order/transaction/") && r.request().method() === "PATCH",
  );
  await office.getByRole("button", { name: "Verify", exact: true }).click();
  const verifyAnswer = await verified;
  expect(verifyAnswer.status(), await verifyAnswer.text()).toBe(200);
  await expect(statusBadge(office)).toHaveAttribute("data-status", "paid");
  await office.context().close();

  // 6. The parent sees it paid and downloads the receipt: a PDF in the reader's language (English; the bill itself is zh-TW) with the bill's facts.
  const reloaded = home.waitForResponse((r) => r.url().endsWith(`/api/order/${bill.id}/payments`));
  await home.reload();
  await reloaded;
  await waitForApp(home);
  await expect(statusBadge(home)).toHaveAttribute("data-status", "paid");
  const receiptLink = home.getByRole("link", { name: "Receipt (PDF)", exact: true });
  await expect(receiptLink).toBeVisible();
  const href = await receiptLink.getAttribute("href");
  expect(href).toBe(`/api/order/${bill.id}/receipt?lang=en`);
  const pdf = await home.request.get(href as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  const { text, embeddedFontFiles } = pdfText(await pdf.body());
  expect(embeddedFontFiles).toBeGreaterThan(0);
  for (const expected of [
    "Receipt",
    "Received from",
    "Payments received",
    "Transfer",
    "Thank you.",
    title,
    "4,000",
  ]) {
    expect(text, `receipt text lacks ${expected}`).toContain(expected);
  }
  expect(text).not.toContain("\uFFFD");
  expect(text).not.toContain("收據");
  await home.context().close();
});
