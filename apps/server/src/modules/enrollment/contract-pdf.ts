import type { Locale } from "@edu/shared";
import { createPdfDocument } from "../../pdf";

export type ContractPdfInput = {
  title: string;
  body: string;
  /** The reader's language: labels, and the PDF's language tag. */
  locale: Locale;
  signature: { name: string; signedAt: Date; ip: string } | null;
  labels: { signature: string; signedAt: string; ip: string; unsigned: string };
};

/** Renders the contract (text in any of the three languages) with the shared PDF helper. */
export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const pdf = createPdfDocument({ title: input.title, lang: input.locale });
  pdf.heading(input.title);
  pdf.paragraph(input.body);
  pdf.space(2);
  if (input.signature) {
    pdf.fields([
      [input.labels.signature, input.signature.name],
      [input.labels.signedAt, input.signature.signedAt.toISOString()],
      [input.labels.ip, input.signature.ip],
    ]);
  } else {
    pdf.paragraph(`${input.labels.signature}: ____________________ (${input.labels.unsigned})`);
  }
  return pdf.finish();
}
