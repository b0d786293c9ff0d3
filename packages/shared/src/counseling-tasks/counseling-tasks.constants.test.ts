import { describe, expect, it } from "vitest";
import { statusFromSubtasks } from "./counseling-tasks.constants";
import { createCounselingTaskSchema, createMeetingLogSchema } from "./counseling-tasks.schemas";

describe("statusFromSubtasks", () => {
  it("is null without subtasks, else all finished, all unfinished or processing", () => {
    expect(statusFromSubtasks([])).toBeNull();
    expect(statusFromSubtasks(["finished", "finished"])).toBe("finished");
    expect(statusFromSubtasks(["unfinished"])).toBe("unfinished");
    expect(statusFromSubtasks(["finished", "unfinished"])).toBe("processing");
    expect(statusFromSubtasks(["processing", "processing"])).toBe("processing");
  });
});

describe("schemas", () => {
  it("refuse control characters and line breaks in titles and next steps", () => {
    expect(createCounselingTaskSchema.safeParse({ student_user_id: 1, title: "a\nb" }).success).toBe(false);
    expect(createCounselingTaskSchema.safeParse({ student_user_id: 1, title: "Essay" }).success).toBe(true);
    const log = { session_class_id: 1, meeting_date: "2026-09-01" };
    expect(createMeetingLogSchema.safeParse({ ...log, next_steps: ["ok\u0001"] }).success).toBe(false);
    expect(createMeetingLogSchema.parse(log)).toMatchObject({
      attendee_user_ids: [],
      next_steps: [],
      notes: "",
    });
  });
});
