import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format-date";

describe("dates", () => {
  it("shows YYYY-MM-DD in the viewer's time zone", () => {
    const local = new Date(2026, 0, 5, 23, 7);
    expect(formatDate(local)).toBe("2026-01-05");
    expect(formatDate(local.toISOString())).toBe("2026-01-05");
    expect(formatDate(local.getTime())).toBe("2026-01-05");
  });
  it("adds HH:mm on a 24-hour clock", () => {
    expect(formatDateTime(new Date(2026, 10, 23, 9, 5))).toBe("2026-11-23 09:05");
    expect(formatDateTime(new Date(2026, 10, 23, 21, 45).toISOString())).toBe("2026-11-23 21:45");
  });
  it("keeps a calendar day as it is, whatever the time zone", () => {
    expect(formatDate("2026-09-01")).toBe("2026-09-01");
    expect(formatDateTime("2026-09-01")).toBe("2026-09-01");
  });
  it("shows a dash for nothing and an unreadable value as it came", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDate(undefined, "")).toBe("");
    expect(formatDateTime("soon")).toBe("soon");
  });
});
