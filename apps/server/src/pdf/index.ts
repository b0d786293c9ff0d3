export { loadPdfFonts, PDF_FONT_WEIGHTS, type PdfFontWeight, resolvePdfFont } from "./fonts";
export {
  createPdfDocument,
  moneyCell,
  type PdfAlign,
  type PdfCell,
  type PdfColumn,
  type PdfDocument,
  type PdfDocumentOptions,
} from "./pdf-document";
