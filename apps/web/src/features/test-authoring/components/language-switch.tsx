import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TEXT_LOCALES, type TextLocale } from "../lib/rubric-draft";

/** Which language's texts a panel shows for editing (English required, Chinese optional). */
export function LanguageSwitch({
  value,
  onChange,
}: {
  value: TextLocale;
  onChange: (value: TextLocale) => void;
}) {
  const { t } = useTranslation("test-authoring");
  return (
    <SegmentedControl
      aria-label={t("lang.switch")}
      value={value}
      onChange={(next) => onChange(next as TextLocale)}
      data={TEXT_LOCALES.map((locale) => ({ value: locale, label: t(`lang.${locale}`) }))}
      style={{ alignSelf: "flex-start" }}
    />
  );
}
