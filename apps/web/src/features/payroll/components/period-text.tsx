import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { periodTitleParts } from "../lib/format";

/** A date kept on one line: a narrow screen wraps around it, never inside it. */
export const NO_WRAP = { whiteSpace: "nowrap" } as const;

function DatePiece({ text }: { text: string }) {
  return (
    <span style={NO_WRAP} data-date-piece="">
      {text}
    </span>
  );
}

/** A statement's name from its period ("Salary for March 2026", 「2026年3月薪資單」), its dates unbroken. */
export function PeriodTitle({ start, end }: { start: string; end: string }) {
  const { t } = useTranslation("payroll");
  const locale = useLocale();
  return (
    <>
      {periodTitleParts(t, locale, start, end).map((part) =>
        part.date ? <DatePiece key={part.at} text={part.text} /> : part.text,
      )}
    </>
  );
}

/** "2026-03-01 – 2026-03-31", each date unbroken. */
export function PeriodRange({ start, end }: { start: string; end: string }) {
  return (
    <>
      <DatePiece text={formatDate(start)} /> – <DatePiece text={formatDate(end)} />
    </>
  );
}
