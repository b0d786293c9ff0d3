import type { CourseSessionsForEnrollment } from "@edu/shared";
import { describe, expect, it } from "vitest";
import { orderedGroups, planMove, positionsFrom } from "./form-order";

type Session = CourseSessionsForEnrollment["groups"][number]["sessions"][number];
const session = (id: number, type: Session["type"] = "group") => ({ id, type, title: `S${id}` }) as Session;
const groups: CourseSessionsForEnrollment["groups"] = [
  { type: "group", sessions: [session(1), session(2), session(3)] },
  { type: "private", sessions: [] },
  { type: "counseling", sessions: [session(7, "counseling"), session(8, "counseling")] },
];
const ids = (list: CourseSessionsForEnrollment["groups"]) => list.map((g) => g.sessions.map((s) => s.id));

describe("enrollment form order", () => {
  it("sorts each group by stored position, never-arranged sessions last in server order; drops empty groups", () => {
    const positions = positionsFrom({
      data: [
        { course_session_id: 3, position: 0 },
        { course_session_id: 1, position: 5 },
        { course_session_id: 8, position: 2 },
      ],
    });
    expect(ids(orderedGroups(groups, positions))).toEqual([
      [3, 1, 2],
      [8, 7],
    ]);
    expect(ids(orderedGroups(undefined, positions))).toEqual([]);
  });

  it("the first move numbers every row; later moves save only the two that swap", () => {
    const shown = orderedGroups(groups, {});
    const first = planMove(shown, {}, 2, -1);
    expect(first).toMatchObject({ place: 1, of: 3 });
    expect(first?.writes).toEqual([
      { id: 2, position: 0 },
      { id: 1, position: 1 },
      { id: 3, position: 2 },
      { id: 7, position: 3 },
      { id: 8, position: 4 },
    ]);
    const after = orderedGroups(groups, first?.positions ?? {});
    expect(ids(after)).toEqual([
      [2, 1, 3],
      [7, 8],
    ]);
    const second = planMove(after, first?.positions ?? {}, 8, -1);
    expect(second?.writes).toEqual([
      { id: 8, position: 3 },
      { id: 7, position: 4 },
    ]);
    expect(ids(orderedGroups(groups, second?.positions ?? {}))).toEqual([
      [2, 1, 3],
      [8, 7],
    ]);
  });

  it("cannot move past the ends of its group or an unknown session", () => {
    const shown = orderedGroups(groups, {});
    expect(planMove(shown, {}, 1, -1)).toBeNull();
    expect(planMove(shown, {}, 3, 1)).toBeNull();
    expect(planMove(shown, {}, 7, -1)).toBeNull();
    expect(planMove(shown, {}, 99, 1)).toBeNull();
  });

  it("keeps the positions of sessions not on the form (inactive ones)", () => {
    const plan = planMove(orderedGroups(groups, {}), { 42: 9 }, 3, -1);
    expect(plan?.positions[42]).toBe(9);
    expect(plan?.writes.some((write) => write.id === 42)).toBe(false);
  });
});
