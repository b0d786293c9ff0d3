import { describe, expect, it } from "vitest";
import { countryTimeZone } from "./country-time-zone";

describe("countryTimeZone", () => {
  it.each([
    ["TW", "Asia/Taipei"],
    ["CN", "Asia/Shanghai"],
    ["HK", "Asia/Hong_Kong"],
    ["JP", "Asia/Tokyo"],
    ["US", "America/New_York"],
    ["CA", "America/Toronto"],
    ["AU", "Australia/Sydney"],
    ["RU", "Europe/Moscow"],
    ["GB", "Europe/London"],
  ])("gives %s the zone most of its people live in (%s)", (country, zone) => {
    expect(countryTimeZone(country)).toBe(zone);
  });

  it("chooses, for every country with several zones, one of that country's own zones", () => {
    const letters = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
    for (const code of letters.flatMap((a) => letters.map((b) => a + b))) {
      const zones =
        (
          new Intl.Locale(`und-${code}`) as Intl.Locale & { getTimeZones?: () => string[] }
        ).getTimeZones?.() ?? [];
      const zone = countryTimeZone(code);
      if (zones.length > 0) expect(zones, code).toContain(zone);
      else expect(zone, code).toBeNull();
    }
  });

  it("answers null for a code that is no region", () => {
    expect(countryTimeZone("ZZ")).toBeNull();
    expect(countryTimeZone("x")).toBeNull();
  });
});
