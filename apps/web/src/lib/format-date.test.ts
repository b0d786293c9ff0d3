import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateInZone,
  formatDateTime,
  formatDateTimeInZone,
  readerTimeZone,
} from "./format-date";

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

describe("dates and times on the school's clock", () => {
  const lesson = "2026-09-01T02:00:00.000Z"; // 10:00 in Taipei

  it("shows a Taipei lesson at 10:00 to a reader in UTC, naming the zone in the reader's language", () => {
    expect(formatDateTimeInZone(lesson, "Asia/Taipei", { readerTimeZone: "UTC" })).toBe(
      "2026-09-01 10:00 (Taiwan Time)",
    );
    expect(formatDateTimeInZone(lesson, "Asia/Taipei", { readerTimeZone: "UTC", locale: "zh-TW" })).toBe(
      "2026-09-01 10:00 (台灣時間)",
    );
    expect(formatDateTimeInZone(lesson, "Asia/Taipei", { readerTimeZone: "UTC", locale: "zh-CN" })).toBe(
      "2026-09-01 10:00 (台湾时间)",
    );
  });

  it("names no zone for a reader in the school's zone", () => {
    expect(formatDateTimeInZone(lesson, "Asia/Taipei", { readerTimeZone: "Asia/Taipei" })).toBe(
      "2026-09-01 10:00",
    );
  });

  it("follows the browser's zone when none is given (process.env.TZ)", () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = "UTC";
      expect(readerTimeZone()).toBe("UTC");
      expect(formatDateTime(lesson)).toBe("2026-09-01 02:00");
      expect(formatDateTimeInZone(lesson, "Asia/Taipei")).toBe("2026-09-01 10:00 (Taiwan Time)");
      process.env.TZ = "Asia/Taipei";
      expect(formatDateTimeInZone(lesson, "Asia/Taipei")).toBe("2026-09-01 10:00");
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it("dates an instant on the zone's calendar; a calendar day stays as it is", () => {
    // 07:00 on 1 September in Taipei is still 31 August in UTC.
    expect(formatDateInZone("2026-08-31T23:00:00.000Z", "Asia/Taipei")).toBe("2026-09-01");
    expect(formatDateInZone("2026-08-31T23:00:00.000Z", "UTC")).toBe("2026-08-31");
    expect(formatDateInZone("2026-09-01", "America/New_York")).toBe("2026-09-01");
    expect(formatDateInZone(null, "Asia/Taipei")).toBe("—");
    expect(formatDateTimeInZone("soon", "Asia/Taipei")).toBe("soon");
  });
});
