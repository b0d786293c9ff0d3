import { describe, expect, it } from "vitest";
import { extractPdfText } from "../../pdf/pdf-text.test-helpers";
import { formatSignedAt, renderContractPdf } from "./contract-pdf";

const flat = (text: string) => text.replace(/\s+/g, "");
const BOTH_SCRIPTS = "合約 帳單 账单 學生 学生 費用 费用 簽名 签名 這個 这个 們 们 為 为 說 说";

describe("contract PDF", () => {
  it("renders a contract in Traditional and Simplified Chinese and the text reads back", async () => {
    const started = performance.now();
    const pdf = await renderContractPdf({
      title: "報名合約 / 报名合同",
      body: `${BOTH_SCRIPTS}\n學生：王小明 Wang Xiaoming\n費用：$36,000 TWD ¥8,800 CNY`,
      locale: "zh-TW",
      timezone: "Asia/Taipei",
      signature: { name: "王太太", signedAt: new Date("2026-07-01T08:00:00Z"), ip: "203.0.113.7" },
      labels: { signature: "簽名", signedAt: "簽署時間", ip: "IP 位址", unsigned: "尚未簽署" },
    });
    const elapsed = performance.now() - started;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const extracted = extractPdfText(pdf);
    // Every character comes back (a glyph missing from the font would read as U+0000 or U+FFFD).
    for (const expected of [
      "報名合約/报名合同",
      BOTH_SCRIPTS,
      "學生：王小明WangXiaoming",
      "費用：$36,000TWD¥8,800CNY",
      "簽名:王太太",
      // The reader's time zone, not raw UTC: 08:00Z is 16:00 in Taipei.
      "簽署時間:2026-07-0116:00(GMT+8,Asia/Taipei)",
    ]) {
      expect(flat(extracted.text)).toContain(flat(expected));
    }
    expect(extracted.text.includes("\u0000") || extracted.text.includes("\uFFFD")).toBe(false);
    // Subsets of the npm font, embedded (the "ABCDEF+" tag marks a subset), not the 10 MB files.
    expect(extracted.fonts.every((font) => /^[A-Z]{6}\+NotoSansSC-(Regular|Bold)$/.test(font))).toBe(true);
    expect(extracted.embeddedFontFiles).toBeGreaterThanOrEqual(1);
    expect(pdf.byteLength).toBeLessThan(80_000);
    expect(pdf.toString("latin1")).toContain("/Lang (zh-TW)");
    console.info(`contract PDF: ${pdf.byteLength} bytes in ${elapsed.toFixed(0)} ms`);
  });
});

describe("signing time", () => {
  it("reads in the reader's zone with its offset, across a date line", () => {
    const at = new Date("2026-07-01T20:30:00Z");
    expect(formatSignedAt(at, "Asia/Taipei")).toBe("2026-07-02 04:30 (GMT+8, Asia/Taipei)");
    expect(formatSignedAt(at, "America/Los_Angeles")).toBe("2026-07-01 13:30 (GMT-7, America/Los_Angeles)");
    // ICU spells a zero offset "GMT" or "GMT+0" depending on its version.
    expect(formatSignedAt(at, "UTC")).toMatch(/^2026-07-01 20:30 \(GMT(\+0)?, UTC\)$/);
  });
});
