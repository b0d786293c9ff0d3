import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * DESIGN.md §2: CJK fonts ship through npm, never from system font paths. Noto Sans SC (Google
 * Fonts' build, OFL) maps all 20,976 assigned code points of the CJK Unified Ideographs block, so
 * one face draws Traditional (合約 帳單 學生) and Simplified (账单 学生) text alike, plus Latin,
 * digits, `$`, `¥` and full-width punctuation; a Traditional-only face has no glyph for 账 or 这.
 * Traditional characters are drawn with the SC design (stroke details differ slightly from TC).
 * pdfkit embeds only the glyphs a document uses (a subset), so a contract is tens of KB.
 */
const FONT_FILES = {
  regular: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
} as const;

export type PdfFontWeight = keyof typeof FONT_FILES;
export const PDF_FONT_WEIGHTS = Object.keys(FONT_FILES) as PdfFontWeight[];

const require = createRequire(import.meta.url);
let loaded: Readonly<Record<PdfFontWeight, Buffer>> | undefined;

/** Where the font of a weight is installed (node_modules of the server workspace). */
export function resolvePdfFont(weight: PdfFontWeight): string {
  return require.resolve(FONT_FILES[weight]);
}

/**
 * The font files, read once per process (about 10 MB each) and handed to every document as bytes.
 * A missing package throws here, at the first PDF, with the package to install.
 */
export function loadPdfFonts(): Readonly<Record<PdfFontWeight, Buffer>> {
  if (!loaded) {
    try {
      loaded = Object.freeze({
        regular: readFileSync(resolvePdfFont("regular")),
        bold: readFileSync(resolvePdfFont("bold")),
      });
    } catch (cause) {
      throw new Error(
        "PDF fonts missing: npm install @expo-google-fonts/noto-sans-sc --workspace apps/server",
        {
          cause,
        },
      );
    }
  }
  return loaded;
}
