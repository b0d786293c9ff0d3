import { Tooltip, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * An unknown figure: a dash with "Not reported" as its tooltip and, for screen readers, as its text (a
 * school that reports nothing is not a school with 0).
 */
export function NotReported() {
  const { t } = useTranslation("schools");
  return (
    <Tooltip label={t("notReported")} withArrow>
      <span data-unknown="true">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t("notReported")}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}

/** A formatted figure, or the "not reported" dash. */
export function FigureText({ text }: { text: string | null }) {
  return text === null ? <NotReported /> : <span>{text}</span>;
}
