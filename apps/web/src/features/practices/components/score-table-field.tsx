import { ActionIcon, Button, Group, NumberInput, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { SettingsValues } from "../lib/settings-values";

type Row = SettingsValues["score_table"][number];

/** A scaled practice's score table: raw points → scaled score (the server reads between rows). */
export function ScoreTableField({
  rows,
  onChange,
  error,
  lockedHint,
}: {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  error?: React.ReactNode;
  /** Set when the table can no longer change: every control disabled, this said why. */
  lockedHint?: string;
}) {
  const disabled = lockedHint !== undefined;
  const { t } = useTranslation("practices");
  const set = (index: number, patch: Partial<Row>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm">
        {t("form.scoreTable")}
      </Text>
      <Text size="xs" c="gray.7" mb={4}>
        {lockedHint ?? t("form.scoreTableHint")}
      </Text>
      <Stack gap={6}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; position is the row.
          <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
            <NumberInput
              label={t("form.raw", { n: index + 1 })}
              min={0}
              allowDecimal={false}
              value={row.raw}
              disabled={disabled}
              onChange={(value) => set(index, { raw: typeof value === "number" ? value : "" })}
              w={110}
            />
            <NumberInput
              label={t("form.scaled", { n: index + 1 })}
              min={0}
              value={row.scaled}
              disabled={disabled}
              onChange={(value) => set(index, { scaled: typeof value === "number" ? value : "" })}
              w={110}
            />
            <ActionIcon
              variant="subtle"
              color="red.8"
              size="lg"
              aria-label={t("form.removeRow", { n: index + 1 })}
              disabled={disabled}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...rows, { raw: "", scaled: "" }])}
          disabled={disabled}
          style={{ alignSelf: "flex-start" }}
        >
          {t("form.addRow")}
        </Button>
        {error && (
          <Text size="sm" c="red.8">
            {error}
          </Text>
        )}
      </Stack>
    </fieldset>
  );
}
