import type { LocalizedText } from "@edu/shared/test-engine";
import { Group, NumberInput, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EditErrors } from "../lib/edit-check";
import { type TextLocale, withText } from "../lib/rubric-draft";
import type { Cell } from "../lib/scoring-draft";
import { cellOf } from "./number-cell";

/** A scale's lowest and highest score (a section's scaled scores, a composite). */
export function ScaleInputs({
  min,
  max,
  onMin,
  onMax,
  minError,
  maxError,
  readOnly,
}: {
  min: Cell;
  max: Cell;
  onMin: (value: Cell) => void;
  onMax: (value: Cell) => void;
  minError?: string;
  maxError?: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation("test-authoring");
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <NumberInput
        label={t("scoring.min")}
        value={min}
        onChange={(value) => onMin(cellOf(value))}
        error={minError}
        disabled={readOnly}
        w={150}
      />
      <NumberInput
        label={t("scoring.max")}
        value={max}
        onChange={(value) => onMax(cellOf(value))}
        error={maxError}
        disabled={readOnly}
        w={150}
      />
    </Group>
  );
}

/** A row's title in the language shown (`at` is the row's body path); English is required. */
export function TitleInput({
  labelKey,
  title,
  lang,
  onChange,
  errors,
  at,
  readOnly,
}: {
  labelKey: "rubric.title" | "composite.title";
  title: LocalizedText;
  lang: TextLocale;
  onChange: (title: LocalizedText) => void;
  errors: EditErrors;
  at: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation("test-authoring");
  return (
    <TextInput
      label={t(labelKey, { lang: t(`lang.${lang}`) })}
      value={title[lang] ?? ""}
      onChange={(e) => onChange(withText(title, lang, e.currentTarget.value))}
      error={errors[`${at}.title.${lang}`] ?? errors[`${at}.title`]}
      disabled={readOnly}
      required={lang === "en"}
    />
  );
}
