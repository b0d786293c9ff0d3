/** The static class pages under /classes (spec 03 §2); each is prerendered. */
export const STATIC_CLASS_SLUGS = [
  "sat_course",
  "act_course",
  "sat_course_part2",
  "sat_math_level2",
  "sat_math",
  "private_inperson",
  "private_online",
  "mentoring_program",
  "toefl_course",
  "sat_course_winter",
] as const;
export type StaticClassSlug = (typeof STATIC_CLASS_SLUGS)[number];

/** toefl_{name}: one page per TOEFL section. */
export const TOEFL_SECTIONS = ["reading", "listening", "speaking", "writing"] as const;
export type ToeflSection = (typeof TOEFL_SECTIONS)[number];

export type FigureKind = "classSize" | "satGain" | "actGain" | "groupDiscounts";

/** Which marketing figures (site content) each page shows. */
export const PAGE_FIGURES: Record<StaticClassSlug, FigureKind[]> = {
  sat_course: ["classSize", "satGain", "groupDiscounts"],
  act_course: ["classSize", "actGain", "groupDiscounts"],
  sat_course_part2: ["classSize", "satGain"],
  sat_math_level2: ["classSize"],
  sat_math: ["classSize", "satGain"],
  private_inperson: [],
  private_online: [],
  mentoring_program: [],
  toefl_course: ["classSize", "groupDiscounts"],
  sat_course_winter: ["classSize", "satGain", "groupDiscounts"],
};

/** The slug of a static class page from its path (/classes/<slug>). */
export function slugFromPath(pathname: string): string {
  return pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}
