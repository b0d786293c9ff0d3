import { createRequire } from "node:module";
import { type CurrencyCode, type FormatMoneyOptions, formatMoney } from "@edu/shared";
import type PDFKitDocument from "pdfkit";
import { loadPdfFonts } from "./fonts";

const require = createRequire(import.meta.url);
let pdfkit: typeof PDFKitDocument | undefined;

/**
 * pdfkit (~30 MB resident with its font tables) is loaded at the first PDF, not at start (issue 36):
 * most processes never draw one. Loaded with require so drawing stays one synchronous call.
 */
function loadPdfKit(): typeof PDFKitDocument {
  pdfkit ??= require("pdfkit") as typeof PDFKitDocument;
  return pdfkit;
}

/**
 * The one way the server writes PDFs (contracts now; bills, receipts and statements next): A4,
 * Noto Sans SC embedded as a subset (fonts.ts) so Chinese in either script and Latin render on
 * any machine, a header and a footer on every page, paragraphs, label–value fields and a simple
 * table whose money cells use the shared money formatter.
 */
export type PdfDocumentOptions = {
  /** Document title (PDF metadata; shown in the viewer's title bar). */
  title: string;
  /** BCP 47 language of the text (en, zh-TW, zh-CN), for screen readers and text extraction. */
  lang?: string;
  author?: string;
  /** Small text at the top of every page, e.g. the company name or the document's number. */
  headerText?: string;
  /** Small text at the bottom left of every page. */
  footerText?: string;
  /** Page numbering at the bottom right; default "1 / 3". */
  pageLabel?: (page: number, pages: number) => string;
};

export type PdfAlign = "left" | "center" | "right";
export type PdfCell = string | { text: string; align?: PdfAlign; bold?: boolean };
export type PdfColumn = {
  header: string;
  /** Relative width (the table spans the page; widths are shared out in proportion). */
  width: number;
  align?: PdfAlign;
};

export type PdfDocument = {
  /** The pdfkit document, for drawing this helper does not cover. */
  readonly doc: PDFKit.PDFDocument;
  heading(text: string, options?: { level?: 1 | 2; align?: PdfAlign }): void;
  paragraph(
    text: string,
    options?: { size?: number; align?: PdfAlign; bold?: boolean; color?: string },
  ): void;
  /** "Label: value" lines (bill to, dates, totals). */
  fields(rows: ReadonlyArray<readonly [label: string, value: string]>): void;
  table(columns: readonly PdfColumn[], rows: ReadonlyArray<readonly PdfCell[]>): void;
  space(lines?: number): void;
  /** Draws headers and footers on every page and returns the file. */
  finish(): Promise<Buffer>;
};

const MARGIN = 56;
const BODY_SIZE = 11;
const SMALL_SIZE = 8;
const CELL_PADDING = 4;
const RULE_COLOR = "#999999";
const MUTED_COLOR = "#555555";

/** A right-aligned table cell with an amount through the shared money rules (DESIGN.md §5). */
export function moneyCell(
  amountMinor: number | null,
  currency: CurrencyCode | string,
  options?: FormatMoneyOptions,
): PdfCell {
  return { text: amountMinor === null ? "—" : formatMoney(amountMinor, currency, options), align: "right" };
}

const cellText = (cell: PdfCell) => (typeof cell === "string" ? cell : cell.text);

export function createPdfDocument(options: PdfDocumentOptions): PdfDocument {
  const fonts = loadPdfFonts();
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true, // headers and footers need the page count, known at the end
    lang: options.lang,
    displayTitle: true,
    info: { Title: options.title, ...(options.author && { Author: options.author }) },
  });
  doc.registerFont("body", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  doc.font("body").fontSize(BODY_SIZE);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = () => doc.page.margins.left;
  const contentWidth = () => doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  function drawTableRow(
    columns: readonly PdfColumn[],
    widths: number[],
    cells: readonly PdfCell[],
    header: boolean,
  ) {
    const heights = columns.map((_, index) => {
      const cell = cells[index] ?? "";
      const bold = header || (typeof cell !== "string" && cell.bold);
      doc.font(bold ? "bold" : "body").fontSize(BODY_SIZE);
      return doc.heightOfString(cellText(cell) || " ", { width: (widths[index] ?? 0) - 2 * CELL_PADDING });
    });
    const height = Math.max(...heights) + 2 * CELL_PADDING;
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (!header)
        drawTableRow(
          columns,
          widths,
          columns.map((column) => column.header),
          true,
        );
    }
    const top = doc.y;
    if (header) doc.save().rect(left(), top, contentWidth(), height).fill("#eeeeee").restore();
    let x = left();
    columns.forEach((column, index) => {
      const cell = cells[index] ?? "";
      const bold = header || (typeof cell !== "string" && cell.bold);
      const align = (typeof cell !== "string" && cell.align) || column.align || "left";
      const width = widths[index] ?? 0;
      doc
        .font(bold ? "bold" : "body")
        .fontSize(BODY_SIZE)
        .fillColor("black")
        .text(cellText(cell), x + CELL_PADDING, top + CELL_PADDING, {
          width: width - 2 * CELL_PADDING,
          align,
        });
      x += width;
    });
    doc
      .save()
      .moveTo(left(), top + height)
      .lineTo(left() + contentWidth(), top + height)
      .lineWidth(0.5)
      .strokeColor(RULE_COLOR)
      .stroke()
      .restore();
    doc.x = left();
    doc.y = top + height;
  }

  function drawPageFurniture() {
    const range = doc.bufferedPageRange();
    const label = options.pageLabel ?? ((page: number, pages: number) => `${page} / ${pages}`);
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      // Drawing inside the margins: lift the bottom margin so pdfkit does not start a new page.
      const margins = { ...doc.page.margins };
      doc.page.margins.bottom = 0;
      const width = doc.page.width - margins.left - margins.right;
      doc.font("body").fontSize(SMALL_SIZE).fillColor(MUTED_COLOR);
      if (options.headerText) {
        doc.text(options.headerText, margins.left, margins.top / 2, { width, lineBreak: false });
        doc
          .moveTo(margins.left, margins.top - 8)
          .lineTo(margins.left + width, margins.top - 8)
          .lineWidth(0.5)
          .strokeColor(RULE_COLOR)
          .stroke();
      }
      const footerY = doc.page.height - margins.bottom / 2 - SMALL_SIZE;
      if (options.footerText)
        doc.text(options.footerText, margins.left, footerY, { width, lineBreak: false });
      doc.text(label(index - range.start + 1, range.count), margins.left, footerY, {
        width,
        align: "right",
        lineBreak: false,
      });
      doc.page.margins.bottom = margins.bottom;
    }
  }

  return {
    doc,
    heading(text, { level = 1, align = level === 1 ? "center" : "left" } = {}) {
      doc
        .font("bold")
        .fontSize(level === 1 ? 18 : 13)
        .fillColor("black")
        .text(text, left(), doc.y, { width: contentWidth(), align });
      doc.moveDown(0.5);
    },
    paragraph(text, { size = BODY_SIZE, align = "left", bold = false, color = "black" } = {}) {
      doc
        .font(bold ? "bold" : "body")
        .fontSize(size)
        .fillColor(color)
        .text(text, left(), doc.y, { width: contentWidth(), align, lineGap: 3 });
    },
    fields(rows) {
      for (const [label, value] of rows) {
        doc.font("bold").fontSize(BODY_SIZE).fillColor("black").text(`${label}: `, left(), doc.y, {
          width: contentWidth(),
          continued: true,
        });
        doc.font("body").text(value);
      }
    },
    table(columns, rows) {
      const total = columns.reduce((sum, column) => sum + column.width, 0);
      const widths = columns.map((column) => (column.width / total) * contentWidth());
      drawTableRow(
        columns,
        widths,
        columns.map((column) => column.header),
        true,
      );
      for (const row of rows) drawTableRow(columns, widths, row, false);
      doc.moveDown(0.5);
    },
    space(lines = 1) {
      doc.moveDown(lines);
    },
    finish() {
      drawPageFurniture();
      doc.end();
      return done;
    },
  };
}
