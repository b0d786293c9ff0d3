import { describe, expect, it } from "vitest";
import { looseCopy } from "./fixtures/build-form";
import { tinySatForm } from "./fixtures/tiny-sat.form";
import { tinyToeflForm } from "./fixtures/tiny-toefl.form";
import { LEGACY_TIME_LIMIT_SECONDS } from "./test-engine.constants";
import { testFormSchema } from "./test-form.schemas";
import { timeLimitsOf } from "./timing";

describe("time limits", () => {
  it("keeps each module's own limit with today's timing (the default)", () => {
    const limits = timeLimitsOf(testFormSchema.parse(tinySatForm));
    expect(limits.total_seconds).toBeNull();
    expect(limits.modules).toMatchObject({ rw1: 600, "rw2-easy": null, math1: null });
  });

  it("fits a legacy quick mock (about 1 hour) by scaling the timed modules in proportion", () => {
    const limits = timeLimitsOf(testFormSchema.parse(tinyToeflForm));
    expect(limits.total_seconds).toBe(LEGACY_TIME_LIMIT_SECONDS.legacy_quick_mock);
    // 1200 + 600 + 1800 = 3600 s of modules fill the 3600 s exactly.
    expect(limits.modules).toEqual({ "reading-m": 1200, "speaking-m": 600, "writing-m": 1800 });
    const full = timeLimitsOf(
      testFormSchema.parse({ ...tinyToeflForm, settings: { timing: "legacy_full_mock" } }),
    );
    expect(full.total_seconds).toBe(9000);
    expect(full.modules).toEqual({ "reading-m": 3000, "speaking-m": 1500, "writing-m": 4500 });
  });

  it("counts a routed module 2 once when scaling an adaptive form", () => {
    const form = looseCopy(tinySatForm);
    form.settings = { timing: "legacy_quick_mock" };
    form.sections[0].modules[1].time_limit_seconds = 600;
    form.sections[0].modules[2].time_limit_seconds = 900;
    const limits = timeLimitsOf(testFormSchema.parse(form));
    // One route: rw1 600 + the longer module 2 (900) = 1500 s → 3600 s.
    expect(limits.modules).toMatchObject({ rw1: 1440, "rw2-easy": 1440, "rw2-hard": 2160, math1: null });
  });
});
