import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n";
import { writeSignedInHint } from "../../../lib/session-store";
import { renderPage, stubFetch } from "../../../test/render-page";
import MailOutboxPage from "./mail-outbox-page";

afterEach(async () => {
  await i18n.changeLanguage("en");
  cleanup();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

const me = {
  id: 1,
  username: "admin",
  email: "admin@example.com",
  first_name: "美玲",
  last_name: "王",
  all_roles: ["super-admin"],
  timezone: "Asia/Taipei",
  student_ids: [],
  account_balance: 0,
  account_balance_currency: "TWD",
  default_currency: "TWD",
  lang: "zh-TW",
  is_active: true,
  finish_bind: true,
  created_at: "2026-01-01T00:00:00.000Z",
};

const mail = (id: number, kind: string, locale: string) => ({
  id,
  to: `family${id}@example.com`,
  subject: "主旨",
  text: "內容",
  locale,
  kind,
  status: "held",
  attempts: 0,
  last_error: null,
  created_at: "2026-11-20T02:00:00.000Z",
  sent_at: null,
});

function renderOutbox() {
  const { fetchStub } = stubFetch({
    "/api/me": [200, me],
    "POST /api/me": [200, me],
    "/api/mail-outbox": [
      200,
      {
        delivery: "held",
        data: [
          mail(1, "bill_reminder", "zh-CN"),
          mail(2, "todo_reminder", "en"),
          mail(3, "new_kind", "zh-TW"),
        ],
      },
    ],
  });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  return renderPage(<MailOutboxPage />, "/admin/mail-outbox");
}

describe("the mail outbox", { timeout: 30_000 }, () => {
  it("labels each mail's type and language in the reader's language, not as codes", async () => {
    await i18n.changeLanguage("zh-TW");
    renderOutbox();
    const first = await screen.findByTestId("outbox-mail-1");
    expect(first.textContent).toContain("語言：簡體中文");
    expect(first.textContent).toContain("類型：帳單提醒");
    expect(first.textContent).not.toMatch(/bill_reminder|zh-CN/);
    const second = screen.getByTestId("outbox-mail-2");
    expect(second.textContent).toContain("語言：英文");
    expect(second.textContent).toContain("類型：待辦提醒");
    // A type this page does not know yet still says something: its code.
    expect(screen.getByTestId("outbox-mail-3").textContent).toContain("類型：new_kind");
  });
});
