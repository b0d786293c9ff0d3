import type { SessionClass } from "@edu/shared";
import { describe, expect, it } from "vitest";
import { groupBySession } from "./taught-sessions";

const classOf = (id: number, sessionId: number, students: number): SessionClass =>
  ({
    id,
    name: `Class ${id}`,
    course_session_id: sessionId,
    course_session: { id: sessionId, title: `Session ${sessionId}`, short_name: "", city: "", type: "group" },
    student_count: students,
  }) as SessionClass;

describe("groupBySession", () => {
  it("groups classes under their course session in first-seen order and adds up the students", () => {
    const groups = groupBySession([classOf(1, 20, 3), classOf(2, 11, 5), classOf(3, 20, 4)]);
    expect(
      groups.map((group) => [group.id, group.title, group.classes.map((c) => c.id), group.students]),
    ).toEqual([
      [20, "Session 20", [1, 3], 7],
      [11, "Session 11", [2], 5],
    ]);
  });

  it("is empty without classes", () => {
    expect(groupBySession([])).toEqual([]);
  });
});
