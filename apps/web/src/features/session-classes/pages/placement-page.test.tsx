import type { ClassTicket, Role } from "@edu/shared";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n";
import { writeSignedInHint } from "../../../lib/session-store";
import { renderPage, stubFetch } from "../../../test/render-page";
import PlacementPage from "./placement-page";

beforeEach(async () => {
  await i18n.changeLanguage("zh-TW");
});
afterEach(async () => {
  cleanup(); // unmount first: switching back to English would refetch (the locale keys the lists)
  await i18n.changeLanguage("en"); // while fetch is still stubbed (the session saves a language switch)
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

const me = (roles: Role[]) => ({
  id: 1,
  username: "admin",
  email: "admin@example.com",
  first_name: "Grace",
  last_name: "Lin",
  all_roles: roles,
  timezone: "Asia/Taipei",
  student_ids: [],
  account_balance: 0,
  account_balance_currency: "TWD",
  default_currency: "TWD",
  lang: "zh-TW",
  is_active: true,
  finish_bind: true,
  created_at: "2026-01-01T00:00:00.000Z",
});

const ticket = (id: number, placed: boolean): ClassTicket => ({
  id,
  student_user_id: 10 + id,
  student: { id: 10 + id, username: `stu${id}`, first_name: "小明", last_name: "王" },
  course_session_id: 20,
  course_session: {
    id: 20,
    title: "SAT Fall",
    short_name: "SAT",
    city: "Taipei",
    type: "group",
    localized: { title: "SAT 秋季班", short_name: "SAT", city: "台北" },
  },
  is_private: false,
  enrolled_session_id: null,
  is_paid: true,
  note: "",
  session_class_id: placed ? 30 : null,
  session_class: placed ? { id: 30, name: "Reading A", localized: { name: "閱讀 A 班" } } : null,
  date: null,
  time: null,
  address: "",
  classroom: "",
  study_room: "",
  score_range: "",
  ta_user_id: null,
  ta: null,
  placed_at: placed ? "2026-09-01T00:00:00.000Z" : null,
  created_at: "2026-08-20T00:00:00.000Z",
  updated_at: "2026-08-20T00:00:00.000Z",
});
const page = (rows: ClassTicket[]) => ({
  data: rows,
  current_page: 1,
  per_page: 50,
  total: rows.length,
  last_page: 1,
});

describe("/placement in Chinese", { timeout: 30_000 }, () => {
  it("shows the session titles and class names in the reader's language", async () => {
    const { fetchStub } = stubFetch({
      "/api/me": [200, me(["super-admin", "staff"])],
      "POST /api/me": [200, me(["super-admin", "staff"])],
      "/api/student-class-tickets-paid-but-no-placement": [200, page([ticket(1, false)])],
      "/api/student-class-tickets/placement-list": [200, page([ticket(2, true)])],
    });
    vi.stubGlobal("fetch", fetchStub);
    writeSignedInHint(true);
    renderPage(<PlacementPage />, "/placement");
    const waiting = await screen.findByTestId("waiting-tickets");
    expect(await screen.findAllByText("SAT 秋季班")).not.toHaveLength(0);
    expect(waiting.textContent).not.toContain("SAT Fall");

    fireEvent.click(screen.getByRole("tab", { name: "已分班" }));
    expect(await screen.findAllByText("閱讀 A 班")).not.toHaveLength(0);
    expect(screen.getByTestId("placed-tickets").textContent).not.toContain("Reading A");
  });
});
