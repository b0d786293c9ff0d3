import {
  type Currency,
  formatMoney,
  type Locale,
  type MessageKey,
  type PayrollBilling,
  type PayrollItem,
  type PayrollPaymentMethod,
  type TeacherBalance,
  translateMessage,
} from "@edu/shared";
import { createPdfDocument, moneyCell } from "../../pdf";

const t = (locale: Locale, key: MessageKey) => translateMessage(locale, key);

export const methodLabel = (locale: Locale, method: PayrollPaymentMethod) =>
  t(locale, `payroll_method_${method}` as MessageKey);

/** YYYY-MM-DD of an instant in a time zone (spec: dates shown YYYY-MM-DD). */
export function dayIn(at: Date | string, timezone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * A statement's period read in `locale`: a whole month as the language writes it ("March 2026",
 * 「2026年3月」), any other period its first and last days. Statement titles are typed in one language;
 * the period is what every reader can read (the mail subject and the PDF lead with it).
 */
export function periodLabel(locale: Locale, start: string, end: string): string {
  const [year, month] = start.split("-").map(Number) as [number, number];
  const wholeMonth =
    start.endsWith("-01") &&
    start.slice(0, 7) === end.slice(0, 7) &&
    Number(end.slice(8, 10)) === new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!wholeMonth) return `${start} – ${end}`;
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${start}T00:00:00Z`),
  );
}

function billingFields(locale: Locale, billing: PayrollBilling): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (billing.official_name) rows.push([t(locale, "payroll_pdf_official_name"), billing.official_name]);
  if (billing.ssn) rows.push([t(locale, "payroll_pdf_ssn"), billing.ssn]);
  if (billing.bank_account) rows.push([t(locale, "payroll_pdf_bank_account"), billing.bank_account]);
  return rows;
}

export type PayrollPdfInput = {
  locale: Locale;
  timezone: string;
  title: string;
  teacherName: string;
  periodStart: string;
  periodEnd: string;
  currency: Currency;
  paymentMethod: PayrollPaymentMethod;
  items: PayrollItem[];
  total: number;
  paid: number;
  billing: PayrollBilling;
};

/** A salary statement in the teacher's language (labels from payroll.messages.ts). */
export async function renderPayrollPdf(input: PayrollPdfInput): Promise<Buffer> {
  const { locale } = input;
  const heading = t(locale, "payroll_pdf_title");
  const pdf = createPdfDocument({ title: `${heading} — ${input.title}`, lang: locale, headerText: heading });
  pdf.heading(heading);
  pdf.paragraph(periodLabel(locale, input.periodStart, input.periodEnd), { bold: true });
  pdf.paragraph(input.title);
  pdf.space();
  pdf.fields([
    [t(locale, "payroll_pdf_teacher"), input.teacherName],
    [t(locale, "payroll_pdf_period"), `${input.periodStart} – ${input.periodEnd}`],
    [t(locale, "payroll_pdf_payment_method"), methodLabel(locale, input.paymentMethod)],
    ...billingFields(locale, input.billing),
  ]);
  pdf.space();
  pdf.table(
    [
      { header: t(locale, "payroll_pdf_date"), width: 2 },
      { header: t(locale, "payroll_pdf_item"), width: 5 },
      { header: t(locale, "payroll_pdf_minutes"), width: 1.5, align: "right" },
      { header: t(locale, "payroll_pdf_amount"), width: 2, align: "right" },
    ],
    input.items.map((item) => {
      const label =
        item.kind === "teaching"
          ? `${item.class_name ?? ""}${item.is_online ? ` (${t(locale, "payroll_pdf_online")})` : ""}`
          : `${t(locale, item.kind === "bonus" ? "payroll_pdf_bonus" : "payroll_pdf_deduction")}: ${item.reason}`;
      return [
        item.started_at ? dayIn(item.started_at, input.timezone) : "",
        label,
        item.duration_minutes === null
          ? ""
          : { text: String(item.duration_minutes), align: "right" as const },
        moneyCell(item.signed_amount, item.currency),
      ];
    }),
  );
  pdf.space();
  pdf.fields([
    [t(locale, "payroll_pdf_total"), formatMoney(input.total, input.currency, { code: true })],
    [t(locale, "payroll_pdf_paid"), formatMoney(input.paid, input.currency, { code: true })],
    [
      t(locale, "payroll_pdf_outstanding"),
      formatMoney(input.total - input.paid, input.currency, { code: true }),
    ],
  ]);
  return pdf.finish();
}

export type MonetaryPdfInput = {
  locale: Locale;
  title: string;
  teacherName: string;
  periodStart: string;
  periodEnd: string;
  lines: TeacherBalance[];
  statements: Array<{ title: string; currency: Currency; total: number; paid: number }>;
  billing: PayrollBilling;
  note: string;
};

/** A teacher's monetary statement for a period, in the teacher's language. */
export async function renderMonetaryPdf(input: MonetaryPdfInput): Promise<Buffer> {
  const { locale } = input;
  const heading = t(locale, "monetary_pdf_title");
  const pdf = createPdfDocument({ title: `${heading} — ${input.title}`, lang: locale, headerText: heading });
  pdf.heading(heading);
  pdf.paragraph(periodLabel(locale, input.periodStart, input.periodEnd), { bold: true });
  pdf.paragraph(input.title);
  pdf.space();
  pdf.fields([
    [t(locale, "payroll_pdf_teacher"), input.teacherName],
    [t(locale, "payroll_pdf_period"), `${input.periodStart} – ${input.periodEnd}`],
    ...billingFields(locale, input.billing),
  ]);
  pdf.space();
  pdf.table(
    [
      { header: t(locale, "monetary_pdf_currency"), width: 1.5 },
      { header: t(locale, "monetary_pdf_earned"), width: 2, align: "right" },
      { header: t(locale, "payroll_pdf_paid"), width: 2, align: "right" },
      { header: t(locale, "payroll_pdf_outstanding"), width: 2, align: "right" },
      { header: t(locale, "monetary_pdf_awaiting"), width: 2, align: "right" },
    ],
    input.lines.map((line) => [
      line.currency,
      moneyCell(line.earned, line.currency),
      moneyCell(line.paid, line.currency),
      moneyCell(line.outstanding, line.currency),
      moneyCell(line.awaiting_confirmation, line.currency),
    ]),
  );
  if (input.statements.length > 0) {
    pdf.space();
    pdf.heading(t(locale, "monetary_pdf_statements"), { level: 2 });
    pdf.table(
      [
        { header: t(locale, "payroll_pdf_item"), width: 5 },
        { header: t(locale, "payroll_pdf_total"), width: 2, align: "right" },
        { header: t(locale, "payroll_pdf_paid"), width: 2, align: "right" },
      ],
      input.statements.map((s) => [s.title, moneyCell(s.total, s.currency), moneyCell(s.paid, s.currency)]),
    );
  }
  if (input.note) {
    pdf.space();
    pdf.paragraph(input.note);
  }
  return pdf.finish();
}
