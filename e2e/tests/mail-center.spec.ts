import { expect, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  expectAccessibleContent,
  expectNoSeriousA11yViolations,
  openPage,
  stamp,
  waitForApp,
} from "./helpers";

/**
 * The mail center: an admin opens it from the side navigation, writes a mail with {{name}} to
 * a tag, previews it as a recipient with a Chinese name (family name first: 王美玲), sends it once and
 * sees each recipient's delivery state (held: the e2e server has no mail server); a second send is
 * refused; each recipient's mail is in the outbox. A staff member reads the mail but cannot send.
 * Everyone and everything here is the journey's own (a tag, two students, a staff member): demo
 * mails and accounts are only read by others.
 */
test("an admin writes to a tag, previews as a recipient, sends once; staff read but cannot send", async ({
  browser,
  baseURL,
}) => {
  // Two people and six pages with an accessibility check each: 30 s on a quiet machine, over 60 s at a load of 11.
  test.slow();
  if (!baseURL) throw new Error("no baseURL");
  const id = stamp();
  const api = await adminApi(baseURL);
  const mei = await createAccount(api, "student", { first_name: "美玲", last_name: "王" });
  const ben = await createAccount(api, "student", { first_name: "Ben", last_name: "Lee" });
  const tag = (await api.post("/api/tag", { name: `E2E mail ${id}`, color: "teal" })) as {
    id: number;
    name: string;
  };
  for (const student of [mei, ben])
    await api.post(`/api/user/${student.id}/attach-tags`, { tag_ids: [tag.id] });
  const staff = await createAccount(api, "student", {
    first_name: "Sally",
    last_name: "Office",
    signIn: true,
  });
  await api.post(`/api/role/staff/${staff.id}`);
  await api.delete(`/api/role/student/${staff.id}`);
  const subject = `E2E notice ${id} for {{name}}`;
  const forMei = `E2E notice ${id} for 王美玲`;
  const meiOption = `王美玲 <${mei.email}>`;

  // 1. The admin opens the mail center from the side navigation (the Tools group).
  const page = await openPage(browser, baseURL, "admin");
  await page.goto("/home");
  await waitForApp(page);
  const nav = page.getByTestId("workspace-nav");
  const tools = nav.getByRole("button", { name: /^tools$/i });
  if ((await tools.getAttribute("aria-expanded")) !== "true") await tools.click();
  await nav.getByRole("link", { name: "Mail", exact: true }).click();
  await expect(page).toHaveURL(/\/mail$/);
  const heading = page.getByRole("heading", { level: 1, name: "Mails" });
  await expect(heading).toBeVisible();
  // Each page is judged at rest, the pointer off what was clicked (a hover tint is a passing state).
  await heading.hover();
  await expectAccessibleContent(page);

  // 2. A new mail: English subject and text with {{name}}, to the tag and to Mei (to preview as her).
  await page.getByRole("link", { name: "New mail", exact: true }).click();
  await expect(page).toHaveURL(/\/mail\/create$/);
  const en = page.getByTestId("mail-content-en");
  await en.getByRole("textbox", { name: /^Subject/ }).fill(subject);
  await en
    .getByRole("textbox", { name: "Text", exact: true })
    .fill("Dear {{name}}, classes start on Monday.");
  const tags = page.getByRole("combobox", { name: "Tags", exact: true });
  await tags.click();
  await tags.fill(tag.name);
  await page.getByRole("option", { name: tag.name, exact: true }).click();
  await tags.press("Escape");
  const people = page.getByRole("combobox", { name: "People", exact: true });
  await people.click();
  await people.fill(mei.username);
  await page.getByRole("option", { name: meiOption, exact: true }).click();
  await people.press("Escape");

  // 3. The preview as Mei: her name as the app writes a Chinese name, family name first.
  const preview = page.getByTestId("mail-preview");
  await preview.getByRole("combobox", { name: "Preview for", exact: true }).click();
  await page.getByRole("option", { name: meiOption, exact: true }).click();
  await preview.getByRole("button", { name: "Show preview", exact: true }).click();
  await expect(preview.getByTestId("preview-subject")).toHaveText(forMei);
  await expect(preview).toContainText("Dear 王美玲, classes start on Monday.");
  await expect(preview).toContainText("As 王美玲 gets it (English)");
  await page.getByRole("heading", { level: 1, name: "New mail" }).hover();
  await expectAccessibleContent(page);

  // 4. Send: the draft is saved, then "Send to 2 people?" (the tag's two students, Mei once).
  await page.getByRole("button", { name: "Send…", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Send this mail?" });
  await expect(confirm.getByTestId("send-count")).toHaveText("It goes to 2 people now.");
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  const sending = page.waitForResponse((r) => /\/api\/mail\/\d+\/send$/.test(r.url()));
  await confirm.getByRole("button", { name: "Send to 2 people", exact: true }).click();
  const sent = await sending;
  expect(sent.status(), await sent.text()).toBe(200);
  const mailId = ((await sent.json()) as { id: number }).id;

  // 5. The mail's page: each recipient with their delivery state; nothing left to send.
  await expect(page).toHaveURL(new RegExp(`/mail/view/${mailId}$`));
  const title = page.getByRole("heading", { level: 1, name: subject });
  await expect(title).toBeVisible();
  await title.hover();
  const who = page.getByRole("table", { name: "Who got it" });
  for (const name of ["王美玲", "Ben Lee"]) {
    const row = who.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Held (no mail server)");
  }
  await expect(who.getByRole("row")).toHaveCount(3);
  await expect(page.getByText("2 held", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send…" })).toHaveCount(0);
  await expectAccessibleContent(page);
  // The server refuses a second send.
  const again = await page.request.post(`/api/mail/${mailId}/send`, { headers: { Origin: baseURL } });
  expect(again.status()).toBe(409);
  await page.context().close();

  // 6. Each recipient's mail is in the outbox once, with their name filled in.
  for (const [student, expected] of [
    [mei, forMei],
    [ben, `E2E notice ${id} for Ben Lee`],
  ] as const) {
    const query = new URLSearchParams({ to: student.email, kind: "mail_center" });
    const outbox = (await api.get(`/api/mail-outbox?${query}`)) as { data: { subject: string }[] };
    expect(outbox.data.map((mail) => mail.subject)).toEqual([expected]);
  }
  await api.dispose();

  // 7. Staff read the list and the mail, without the means to write or send.
  const office = await openPage(browser, baseURL, { username: staff.username, password: staff.password });
  await office.goto("/mail");
  await waitForApp(office);
  await office.getByRole("searchbox", { name: "Search subjects" }).fill(`E2E notice ${id}`);
  const link = office.getByRole("link", { name: subject, exact: true });
  await expect(link).toBeVisible();
  await expect(office.getByRole("link", { name: "New mail" })).toHaveCount(0);
  await expectAccessibleContent(office);
  await link.click();
  await expect(office).toHaveURL(new RegExp(`/mail/view/${mailId}$`));
  await expect(office.getByRole("table", { name: "Who got it" }).getByRole("row")).toHaveCount(3);
  await expect(office.getByRole("button", { name: "Duplicate as new draft" })).toHaveCount(0);
  await office.getByRole("heading", { level: 1, name: subject }).hover();
  await expectAccessibleContent(office);
  const refused = await office.request.post(`/api/mail/${mailId}/send`, { headers: { Origin: baseURL } });
  expect(refused.status()).toBe(403);
  await office.context().close();
});
