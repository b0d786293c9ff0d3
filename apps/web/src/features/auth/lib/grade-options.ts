import { GRADE_LEVELS } from "@edu/shared";
import type { TFunction } from "i18next";

/** Spec §9: grades 1–12, college years 13–16 (shown as 1–4), graduated. */
export function gradeOptions(t: TFunction<"auth">): { value: string; label: string }[] {
  return GRADE_LEVELS.map((level) => {
    if (level === "graduated") return { value: level, label: t("grades.graduated") };
    const n = Number(level);
    return { value: level, label: n <= 12 ? t("grades.grade", { n }) : t("grades.college", { n: n - 12 }) };
  });
}
