import { Group, NumberInput, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EditErrors } from "../lib/edit-check";
import type { BandDraft } from "../lib/scoring-draft";
import { patchAt, removeAt } from "../lib/use-rows";
import { cellOf } from "./number-cell";
import { AddButton, RemoveIcon } from "./row-parts";

/**
 * Bands beside a scale (TOEFL's 1–6 beside 0–120): from each row's minimum score up, that band. Used by a
 * section's scoring and by composites; `prefix` is the body path of the list (`scoring.bands`).
 */
export function BandsEditor({
  bands,
  onChange,
  errors,
  prefix,
  readOnly,
}: {
  bands: BandDraft[];
  onChange: (bands: BandDraft[]) => void;
  errors: EditErrors;
  prefix: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation("test-authoring");
  const set = (index: number, patch: Partial<BandDraft>) => onChange(patchAt(bands, index, patch));
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t("bands.heading")}
      </Text>
      <Text size="xs" c="gray.7">
        {t("bands.hint")}
      </Text>
      {errors[prefix] && (
        <Text size="xs" c="red.8">
          {errors[prefix]}
        </Text>
      )}
      {bands.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: band rows are positional (no key) and every input is controlled
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <NumberInput
            label={t("bands.min", { n: index + 1 })}
            value={row.min}
            onChange={(value) => set(index, { min: cellOf(value) })}
            error={errors[`${prefix}.${index}.min`] ?? errors[`${prefix}.${index}`]}
            disabled={readOnly}
            w={120}
          />
          <NumberInput
            label={t("bands.band", { n: index + 1 })}
            value={row.band}
            onChange={(value) => set(index, { band: cellOf(value) })}
            error={errors[`${prefix}.${index}.band`]}
            step={0.5}
            min={0}
            max={9}
            decimalScale={1}
            disabled={readOnly}
            w={100}
          />
          {!readOnly && (
            <RemoveIcon
              mb={4}
              label={t("bands.remove", { n: index + 1 })}
              onClick={() => onChange(removeAt(bands, index))}
            />
          )}
        </Group>
      ))}
      {!readOnly && (
        <AddButton onClick={() => onChange([...bands, { min: "", band: "" }])}>{t("bands.add")}</AddButton>
      )}
    </Stack>
  );
}
