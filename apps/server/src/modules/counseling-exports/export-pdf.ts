import type { Locale } from "@edu/shared";
import {
  type ExportTextKey,
  exportTargetName,
  exportText,
  type ProfileExport,
} from "@edu/shared/counseling-exports";
import { createPdfDocument } from "../../pdf";
import { schoolDay } from "../../school-calendar";

/**
 * An export as a PDF in the reader's language (the export's `locale`): the student, what the service
 * receives section by section, what its rules left out and why, and where today's form differs. Drawn with
 * the shared document helper (Noto Sans SC: Chinese in either script). No row lock is held: the export is
 * built in memory from one read.
 */
export async function exportPdf(
  exported: ProfileExport,
  student: { name: string; nativeName: string },
  timeZone: string,
): Promise<Buffer> {
  const locale: Locale = exported.locale;
  const t = (key: ExportTextKey, params?: Record<string, string | number>) => exportText(locale, key, params);
  const title = t("pdf.title", { target: exportTargetName(locale, exported.target) });
  const pdf = createPdfDocument({
    title,
    lang: locale,
    headerText: title,
    pageLabel: (page, pages) => t("pdf.page", { page, pages }),
  });
  pdf.heading(title);
  const name =
    student.nativeName && student.nativeName !== student.name
      ? `${student.name}（${student.nativeName}）`
      : student.name;
  pdf.fields([
    [t("pdf.student"), name],
    [t("pdf.generated"), schoolDay(exported.generated_at, timeZone)],
  ]);
  pdf.space();

  if (exported.warnings.length > 0) {
    pdf.heading(t("pdf.warnings"), { level: 2 });
    pdf.table(
      [
        { header: t("pdf.spec_rule"), width: 2 },
        { header: t("pdf.today_rule"), width: 2 },
        { header: t("pdf.note"), width: 5 },
      ],
      exported.warnings.map((warning) => [warning.spec_rule, warning.today_rule, warning.message]),
    );
  }

  pdf.heading(t("pdf.cuts"), { level: 2 });
  if (exported.cuts.length === 0) pdf.paragraph(t("pdf.no_cuts"));
  else
    pdf.table(
      [
        { header: t("pdf.rule"), width: 4 },
        { header: t("pdf.left_out"), width: 5 },
      ],
      exported.cuts.map((cut) => [cut.reason, cut.dropped_items.map((item) => item.value).join("\n")]),
    );

  const { doc } = pdf;
  for (const section of exported.sections) {
    // A heading never ends a page: start the section on the next page when its first rows would not fit.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
    pdf.heading(section.label, { level: 2 });
    if (section.items.length === 0) {
      pdf.paragraph(t("pdf.empty_section"));
      pdf.space(0.5);
      continue;
    }
    pdf.table(
      [
        { header: t("pdf.field"), width: 2 },
        { header: t("pdf.value"), width: 5 },
      ],
      section.items.map((item) => [item.label, item.value]),
    );
  }
  return pdf.finish();
}
