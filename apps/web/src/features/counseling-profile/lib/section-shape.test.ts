import { emptySection, PROFILE_LIMITS } from "@edu/shared/counseling-profile";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import { allKeys, isFieldPath, newEntry, RAW_OPTION_SETS, sectionFields } from "./section-shape";

type Tree = { [key: string]: string | Tree };
const locale = en as unknown as Tree;
const at = (path: string) =>
  path
    .split(".")
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === "object" ? node[part] : undefined),
      locale,
    );

describe("the editor's fields, read from the shared section schemas", () => {
  it("finds every list with its limit (spec §5) and the kinds of field the form needs", () => {
    const testing = sectionFields("testing");
    const sat = testing.find((field) => field.key === "sat");
    expect(sat).toMatchObject({ kind: "list", max: PROFILE_LIMITS.sat, limit: "sat" });
    const education = sectionFields("education");
    const highSchools = education.find((field) => field.key === "high_schools");
    expect(
      highSchools?.kind === "list" &&
        highSchools.item.kind === "group" &&
        highSchools.item.fields.map((f) => `${f.kind}:${f.key}`),
    ).toEqual([
      "text:name",
      "text:ceeb_code",
      "text:city",
      "text:state",
      "country:country",
      "date:entry_date",
      "date:graduation_date",
      "list:attend_dates",
      "choice:session",
      "choice:term_type",
      "check:boarding",
      "list:courses",
    ]);
    // The server computes a college's "in progress"; the form never offers it.
    expect(isFieldPath("education", "colleges.0.in_progress")).toBe(false);
    expect(isFieldPath("education", "high_schools.2.courses.0.grades")).toBe(true);
    expect(isFieldPath("testing", "sat.0.nonsense")).toBe(false);
    const parents = sectionFields("family").find((field) => field.key === "parents");
    const colleges =
      parents?.kind === "list" && parents.item.kind === "group"
        ? parents.item.fields.find((f) => f.key === "employer_colleges")
        : undefined;
    expect(colleges).toMatchObject({ kind: "list", max: 5, limit: "parent_employer_colleges" });
  });

  it("fills a new entry with the schema's defaults (session REG, summer N, year 9TH)", () => {
    const highSchools = sectionFields("education").find((field) => field.key === "high_schools");
    if (highSchools?.kind !== "list" || highSchools.item.kind !== "group") throw new Error("no high schools");
    expect(newEntry("education", "high_schools", highSchools)).toMatchObject({ session: "REG", courses: [] });
    const courses = highSchools.item.fields.find((field) => field.key === "courses");
    if (!courses) throw new Error("no courses");
    expect(newEntry("education", "high_schools.0.courses", courses)).toEqual({
      year: "9TH",
      name: "",
      level: null,
      grades: [],
      summer: "N",
    });
    expect(Object.keys(emptySection("testing"))).toContain("future_sittings");
  });

  it("has an English label for every field, list and option (zh-TW and zh-CN share the keys: i18n-parity)", () => {
    const { fields, lists, options } = allKeys();
    expect([...fields].filter((key) => typeof at(`fields.${key}`) !== "string")).toEqual([]);
    const listParts = ["title", "item", "add"];
    expect(
      [...lists].flatMap((key) =>
        listParts
          .filter((part) => typeof at(`lists.${key}.${part}`) !== "string")
          .map((part) => `${key}.${part}`),
      ),
    ).toEqual([]);
    const missing = [...options].flatMap(([set, values]) =>
      RAW_OPTION_SETS.has(set)
        ? []
        : [...values]
            .filter((value) => typeof at(`options.${set}.${value}`) !== "string")
            .map((value) => `${set}.${value}`),
    );
    expect(missing).toEqual([]);
  });
});
