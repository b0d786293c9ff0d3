import type { Locale } from "@edu/shared";
import { createPdfDocument } from "../../pdf";

export type ContractPdfInput = {
  title: string;
  body: string;
  /** The reader's language: labels, and the PDF's language tag. */
  locale: Locale;
  /** The reader's IANA time zone: the signing time is shown in it, with its UTC offset. */
  timezone: string;
  signature: { name: string; signedAt: Date; ip: string } | null;
  labels: { signature: string; signedAt: string; ip: string; unsigned: string };
};

/** "2026-07-01 16:00 (GMT+8, Asia/Taipei)": the spec's date format, 24-hour clock, in `timezone`. */
export function formatSignedAt(at: Date, timezone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "shortOffset",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (${parts.timeZoneName}, ${timezone})`;
}

/** Renders the contract (text in any of the three languages) with the shared PDF helper. */
export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const pdf = createPdfDocument({ title: input.title, lang: input.locale });
  pdf.heading(input.title);
  pdf.paragraph(input.body);
  pdf.space(2);
  if (input.signature) {
    pdf.fields([
      [input.labels.signature, input.signature.name],
      [input.labels.signedAt, formatSignedAt(input.signature.signedAt, input.timezone)],
      [input.labels.ip, input.signature.ip],
    ]);
  } else {
    pdf.paragraph(`${input.labels.signature}: ____________________ (${input.labels.unsigned})`);
  }
  return pdf.finish();
}
