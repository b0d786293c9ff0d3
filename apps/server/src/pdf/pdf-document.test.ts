import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { createPdfDocument, moneyCell, PDF_FONT_WEIGHTS, resolvePdfFont } from "./index";
import { extractPdfText } from "./pdf-text.test-helpers";

const flat = (text: string) => text.replace(/\s+/g, "");

/** Traditional and Simplified forms side by side; the Simplified ones have no Big5 (TC) glyph. */
const BOTH_SCRIPTS = "合約 帳單 账单 學生 学生 費用 费用 簽名 签名 這個 这个 們 们 為 为 說 说";

describe("PDF helper (DESIGN.md §2: CJK fonts from npm, embedded as subsets)", () => {
  it("draws Traditional and Simplified Chinese with one embedded subset font", async () => {
    const pdf = createPdfDocument({ title: "帳單 账单", lang: "zh-TW" });
    pdf.heading(BOTH_SCRIPTS);
    pdf.paragraph(`${BOTH_SCRIPTS} ＄（全形）「引號」、。`);
    const bytes = await pdf.finish();
    const extracted = extractPdfText(bytes);
    // A glyph missing from the font reads back as U+0000 (.notdef) or not at all.
    expect(flat(extracted.text)).toContain(flat(`${BOTH_SCRIPTS}${BOTH_SCRIPTS}＄（全形）「引號」、。`));
    expect(extracted.text.includes("\u0000") || extracted.text.includes("\uFFFD")).toBe(false);
    expect(extracted.fonts.every((font) => /^[A-Z]{6}\+NotoSansSC-(Regular|Bold)$/.test(font))).toBe(true);
    expect(extracted.embeddedFontFiles).toBe(2);
    expect(bytes.byteLength).toBeLessThan(60_000);
  });

  it('reads back text after a ligature (the font draws "ff" as one glyph of two code points)', async () => {
    const pdf = createPdfDocument({ title: "Staff", lang: "en" });
    pdf.paragraph("Office staff paid 2026-11-27 by 銀行匯款");
    const text = flat(extractPdfText(await pdf.finish()).text);
    // The ToUnicode entry is <0066 0066>: read as one entry, nothing after it shifts (a receipt read 2026 as 0601).
    expect(text).toContain(flat("Office staff paid 2026-11-27 by 銀行匯款"));
  });

  it("draws tables across pages with money cells, headers and page numbers", async () => {
    const pdf = createPdfDocument({
      title: "帳單 账单",
      lang: "zh-CN",
      headerText: "Edu 教育 — 账单 #42",
      footerText: "帳單 账单",
      pageLabel: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
    });
    pdf.heading("账单 Bill");
    pdf.fields([
      ["家长", "王太太"],
      ["日期", "2026-07-01"],
    ]);
    const rows = Array.from({ length: 60 }, (_, index) => [
      `第 ${index + 1} 堂 學生 学生`,
      moneyCell(120_050 + index, "USD"),
      moneyCell(3_600_000, "NTD", { distinct: true }),
      moneyCell(null, "CNY"),
    ]);
    pdf.table(
      [
        { header: "項目 项目", width: 3 },
        { header: "USD", width: 1, align: "right" },
        { header: "TWD", width: 1, align: "right" },
        { header: "CNY", width: 1, align: "right" },
      ],
      rows,
    );
    pdf.paragraph("合計 合计", { bold: true });
    const { pages, fonts } = extractPdfText(await pdf.finish());
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain("Edu 教育 — 账单 #42");
      expect(page).toContain(`第 ${index + 1} 页，共 ${pages.length} 页`);
      expect(page).toContain("項目 项目"); // the table's header row is repeated on every page
    });
    const text = pages.join("\n");
    expect(text).toContain("$1,200.50");
    expect(text).toContain("$1,201.09");
    expect(text).toContain("NT$36,000");
    expect(text).toContain("第 60 堂 學生 学生");
    expect(text).toContain("—");
    expect(fonts.some((font) => font.endsWith("+NotoSansSC-Bold"))).toBe(true);
  });

  it("takes its fonts from the npm package, and no code reads system font paths", () => {
    for (const weight of PDF_FONT_WEIGHTS) {
      const path = resolvePdfFont(weight);
      expect(path).toMatch(/node_modules\/@expo-google-fonts\/noto-sans-sc\/.+\.ttf$/);
      expect(statSync(path).size).toBeGreaterThan(1_000_000);
    }
    const sourceRoot = join(import.meta.dirname, "..");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.ts$/.test(entry.name) && !entry.name.endsWith(".test.ts")) {
          if (readFileSync(path, "utf8").includes("/usr/share/fonts"))
            offenders.push(relative(sourceRoot, path));
        }
      }
    };
    walk(sourceRoot);
    expect(offenders).toEqual([]);
  });
});
