/**
 * Reads the text back out of a PDF this server wrote, the way a viewer's copy or search does:
 * content streams' glyph codes through each font's ToUnicode map. For tests (no poppler needed).
 * Covers what pdfkit writes: Identity-H fonts, hex strings in TJ/Tj, Flate streams. The browser journeys
 * read PDFs with it too (e2e/tsconfig.json lists this file): keep it free of the server's own imports.
 */
export type ExtractedPdf = {
  pages: string[];
  text: string;
  fonts: string[];
  embeddedFontFiles: number;
};
export declare function extractPdfText(pdf: Buffer): ExtractedPdf;
