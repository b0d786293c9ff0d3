import { describe, expect, it } from "vitest";
import { offersDelete } from "./progress-report";

const admin = { isAdmin: true, isStaff: true, userId: 1 };
const staff = { isAdmin: false, isStaff: true, userId: 2 };
const teacher = { isAdmin: false, isStaff: false, userId: 3 };
const mailed = "2026-04-02T00:00:00Z";

describe("offersDelete", () => {
  it("offers a mailed report to administrators only", () => {
    expect(offersDelete(admin, { mailed_at: mailed, teacher: { id: 3 } })).toBe(true);
    expect(offersDelete(staff, { mailed_at: mailed, teacher: { id: 3 } })).toBe(false);
    expect(offersDelete(teacher, { mailed_at: mailed, teacher: { id: 3 } })).toBe(false);
  });

  it("offers an unmailed report to staff and to the teacher who wrote it", () => {
    expect(offersDelete(staff, { mailed_at: null, teacher: { id: 9 } })).toBe(true);
    expect(offersDelete(teacher, { mailed_at: null, teacher: { id: 3 } })).toBe(true);
    expect(offersDelete(teacher, { mailed_at: null, teacher: { id: 9 } })).toBe(false);
    expect(offersDelete(teacher, { mailed_at: null, teacher: null })).toBe(false);
  });

  it("offers a status row (author unknown) to a teacher; the server decides", () => {
    expect(offersDelete(teacher, { mailed_at: null })).toBe(true);
  });
});
