import { ATTENDANCE_STATUSES } from "@edu/shared/lessons";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import { attendanceChanges, attendanceColor, attendanceLabelKey, attendanceOptions } from "./attendance";
import { replyFromParam } from "./invitation-reply";

describe("attendance", () => {
  it("labels every shared status (and an unknown code) from the lessons namespace", () => {
    for (const status of ATTENDANCE_STATUSES) {
      expect(en.attendance).toHaveProperty(status.key);
      expect(attendanceLabelKey(status.code)).toBe(`attendance.${status.key}`);
    }
    expect(attendanceLabelKey(99)).toBe("attendance.unknown");
    expect(attendanceColor(99)).toBe("gray");
    expect(attendanceOptions((key) => key).map((o) => o.value)).toEqual(
      ATTENDANCE_STATUSES.map((s) => String(s.code)),
    );
  });

  it("sends only the rows whose status differs from the server's", () => {
    const rows = [
      { id: 1, attendance_status: 1 },
      { id: 2, attendance_status: 1 },
      { id: 3, attendance_status: 4 },
    ];
    expect(attendanceChanges(rows, {})).toEqual([]);
    expect(attendanceChanges(rows, { 1: 1, 2: 3, 3: 1, 9: 2 })).toEqual([
      { id: 2, attendance_status: 3 },
      { id: 3, attendance_status: 1 },
    ]);
  });
});

describe("invitation reply link", () => {
  it("accepts 1/accepted and 2/rejected only", () => {
    expect(replyFromParam("1")).toBe(1);
    expect(replyFromParam("accepted")).toBe(1);
    expect(replyFromParam("2")).toBe(2);
    expect(replyFromParam("rejected")).toBe(2);
    expect(replyFromParam("0")).toBeNull();
    expect(replyFromParam("yes")).toBeNull();
    expect(replyFromParam(undefined)).toBeNull();
  });
});
