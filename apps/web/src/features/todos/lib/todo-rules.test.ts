import type { Todo } from "@edu/shared";
import { describe, expect, it } from "vitest";
import { badgeLabel, isLate, newTodoValues, todayIn, todoToValues, valuesToPayload } from "./todo-rules";

describe("to-do panel rules", () => {
  it("caps the badge at 99 and hides it at 0", () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(7)).toBe("7");
    expect(badgeLabel(99)).toBe("99");
    expect(badgeLabel(250)).toBe("99");
  });

  it("shows pending items that started before today as late, never done ones", () => {
    expect(isLate({ status: 0, from_date: "2026-11-22" }, "2026-11-23")).toBe(true);
    expect(isLate({ status: 0, from_date: "2026-11-23" }, "2026-11-23")).toBe(false);
    expect(isLate({ status: 1, from_date: "2026-11-01" }, "2026-11-23")).toBe(false);
  });

  it("starts a new item today, on the current page, with me responsible", () => {
    expect(newTodoValues("2026-11-23", "/bill/4", 12)).toMatchObject({
      from_date: "2026-11-23",
      url: "/bill/4",
      responsible_members: [12],
      no_reminder: false,
      reminder_unit: "M",
      reminder_number: 0,
      timezone: "Asia/Taipei",
    });
  });

  it("sends need_reminder 0 when a reminder is wanted, and no times for all-day items", () => {
    const values = {
      ...newTodoValues("2026-11-23", "/", 1),
      title: "x",
      from_time: "09:15",
      is_all_day: true,
    };
    expect(valuesToPayload(values)).toMatchObject({
      need_reminder: 0,
      is_all_day: 1,
      from_time: null,
      to_time: null,
    });
    expect(valuesToPayload({ ...values, no_reminder: true, is_all_day: false })).toMatchObject({
      need_reminder: 1,
      is_all_day: 0,
      from_time: "09:15",
    });
  });

  it("reads an item back into the form unchanged", () => {
    const todo = {
      id: 1,
      title: "t",
      status: 0,
      is_all_day: 0,
      timezone: "Asia/Taipei",
      from_date: "2026-11-23",
      from_time: "10:00",
      to_date: null,
      to_time: null,
      need_reminder: 1,
      reminder_number: 2,
      reminder_unit: "H",
      url: "/x",
      location: "",
      notes: "",
      related_members: [{ user_id: 3, first_name: "", last_name: "", full_name: "" }],
      responsible_members: [],
    } as unknown as Todo;
    const values = todoToValues(todo);
    expect(values).toMatchObject({ no_reminder: true, related_members: [3], to_date: "" });
    expect(valuesToPayload(values)).toMatchObject({
      need_reminder: 1,
      to_date: null,
      related_members: [{ user_id: 3 }],
    });
  });

  it("knows today in the item's time zone", () => {
    const late = new Date("2026-11-23T20:00:00Z");
    expect(todayIn("Asia/Taipei", late)).toBe("2026-11-24");
    expect(todayIn("America/New_York", late)).toBe("2026-11-23");
  });
});
