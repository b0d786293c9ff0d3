import { practicesEndpoints as endpoints } from "@edu/shared/practices";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { aPractice, closePracticePage, openPracticePage, pageOf } from "../test/practices-kit";
import { ClassPractices } from "./class-practices";

afterEach(closePracticePage);

const score = {
  scoring: "percent" as const,
  raw: 2,
  max: 3,
  percent: 66.7,
  scaled: null,
  value: 66.7,
  complete: 1 as const,
};
const summary = (id: number, name: string) => ({
  id,
  name,
  duration_minutes: 30,
  due_date: "2026-12-20",
  scoring: "percent" as const,
  share: "private" as const,
  question_count: 3,
  form_id: 80,
  locked: 1 as const,
  can_edit: 1 as const,
});

describe("a class's practices tab", { timeout: 15_000 }, () => {
  it("lists the practices shared with the class and who has taken them", async () => {
    openPracticePage(<ClassPractices classId={7} />, {
      path: "/session-classes/7/practices",
      stubs: [
        on(
          endpoints.listPractices,
          pageOf([summary(12, "Algebra warm-up"), summary(13, "Other class quiz")]),
        ),
        on(endpoints.getPracticeById, { data: aPractice() }, { params: { id: 12 } }),
        on(
          endpoints.getPracticeById,
          {
            data: aPractice({
              id: 13,
              name: "Other class quiz",
              who_can_use: { user_ids: [], class_ids: [8], tag_ids: [] },
            }),
          },
          { params: { id: 13 } },
        ),
        on(
          endpoints.listPracticeResults,
          pageOf([
            {
              attempt_id: 31,
              user_id: 41,
              username: "meiling",
              first_name: "美玲",
              last_name: "王",
              state: "graded" as const,
              started_at: "2026-11-28T09:00:00.000Z",
              submitted_at: "2026-11-28T09:40:00.000Z",
              score,
            },
          ]),
        ),
      ],
    });
    const card = await screen.findByRole("article", { name: "Algebra warm-up" });
    expect(await within(card).findByText("Taken by 王美玲")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Results of Algebra warm-up" }).getAttribute("href")).toBe(
      "/practice/12/results",
    );
    expect(screen.queryByRole("article", { name: "Other class quiz" })).toBeNull();
    expect(screen.getByRole("link", { name: "New practice" }).getAttribute("href")).toBe("/practices");
  });
});
