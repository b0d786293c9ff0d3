import { describe, expect, it } from "vitest";
import { currentCycle, planFlags } from "./counseling-schools.constants";
import { collectedSchoolsQuerySchema, updateCollectedSchoolSchema } from "./counseling-schools.schemas";

describe("currentCycle", () => {
  it("is the cycle whose deadlines are ahead: from March the coming fall's", () => {
    expect(currentCycle("2026-11-28")).toBe("2026-27");
    expect(currentCycle("2027-01-15")).toBe("2026-27");
    expect(currentCycle("2027-02-28")).toBe("2026-27");
    expect(currentCycle("2027-03-01")).toBe("2027-28");
    expect(currentCycle("2099-06-01")).toBe("2099-00");
  });
});

describe("planFlags", () => {
  it("sets the one flag of the plan and has_tr for a transfer", () => {
    expect(planFlags("ed2", null)).toEqual({
      has_ea1: 0,
      has_ea2: 0,
      has_ed1: 0,
      has_ed2: 1,
      has_rea: 0,
      has_tr: 0,
    });
    expect(planFlags("rd", "transfer")).toEqual({
      has_ea1: 0,
      has_ea2: 0,
      has_ed1: 0,
      has_ed2: 0,
      has_rea: 0,
      has_tr: 1,
    });
    expect(Object.values(planFlags("rolling", "freshman")).every((flag) => flag === 0)).toBe(true);
  });
});

describe("schemas", () => {
  it("takes the spec's 0/1 flags and clears a date with an empty string", () => {
    const parsed = updateCollectedSchoolSchema.parse({
      id: 1,
      is_applying: "1",
      has_ed1: 0,
      internal_deadline: "",
    });
    expect(parsed).toMatchObject({ is_applying: true, has_ed1: false, internal_deadline: null });
  });

  it("asks for a student or a class", () => {
    expect(collectedSchoolsQuerySchema.safeParse({}).success).toBe(false);
    expect(collectedSchoolsQuerySchema.safeParse({ session_class_id: "3" }).success).toBe(true);
  });

  it("refuses impossible dates and control characters", () => {
    expect(
      updateCollectedSchoolSchema.safeParse({ id: 1, application_submission_date: "2026-02-30" }).success,
    ).toBe(false);
    expect(updateCollectedSchoolSchema.safeParse({ id: 1, login_field_password: "a\u0000" }).success).toBe(
      false,
    );
  });
});
