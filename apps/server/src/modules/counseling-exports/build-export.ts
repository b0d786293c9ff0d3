import type { Locale } from "@edu/shared";
import {
  EXPORT_SECTIONS,
  type ExportTarget,
  exportText,
  type ProfileExport,
} from "@edu/shared/counseling-exports";
import type { CounselingProfileData } from "@edu/shared/counseling-profile";
import { toWireTime } from "../../http/wire-time";
import { applyExportRules } from "./export-cuts";
import { sectionItems } from "./export-items";
import { isObject, type JsonObject } from "./export-paths";
import { exportWarnings } from "./export-warnings";

/**
 * One export (spec 03 §5): the target's sections of the profile after its rules, every cut item by item,
 * and the warnings where today's form differs from the spec. Pure: the same data, time and language give
 * the same export.
 */
export function buildExport(
  target: ExportTarget,
  data: CounselingProfileData,
  now: Date,
  options: { studentUserId: number; locale: Locale },
): ProfileExport {
  const { locale } = options;
  const chosen: JsonObject = {};
  const all = JSON.parse(JSON.stringify(data)) as JsonObject;
  for (const section of EXPORT_SECTIONS[target]) {
    const value = all[section];
    chosen[section] = isObject(value) ? value : {};
  }
  const { data: exported, cuts } = applyExportRules(target, chosen, locale);
  return {
    target,
    student_user_id: options.studentUserId,
    generated_at: toWireTime(now),
    locale,
    sections: EXPORT_SECTIONS[target].map((section) => ({
      key: section,
      label: exportText(locale, `section.${section}` as Parameters<typeof exportText>[1]),
      items: sectionItems(section, (exported[section] ?? {}) as JsonObject, locale),
    })),
    cuts,
    warnings: exportWarnings(target, exported, locale),
    data: exported,
  };
}
