import { ActionIcon, Autocomplete, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  newScoreRow,
  SCORE_NAME_MAX,
  SCORE_VALUE_MAX,
  type ScoreRow,
  SUGGESTED_TESTS,
} from "../lib/test-scores";

type Props = {
  value: ScoreRow[];
  onChange: (rows: ScoreRow[]) => void;
  /** Form errors keyed `test_scores.{index}.name|score`. */
  errors?: Record<string, unknown>;
};

/** Test scores as name → score rows (SAT, ACT, TOEFL or any other test). */
export function ScoresEditor({ value, onChange, errors = {} }: Props) {
  const { t } = useTranslation("profile");
  const update = (index: number, patch: Partial<ScoreRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const used = new Set(value.map((row) => row.name.trim().toLowerCase()));
  const error = (path: string) => {
    const message = errors[path];
    return typeof message === "string" ? message : undefined;
  };
  return (
    <Stack gap="xs" data-testid="scores-editor">
      <Text size="sm" fw={500}>
        {t("fields.testScores")}
      </Text>
      {value.length === 0 && (
        <Text size="sm" c="gray.7">
          {t("scores.empty")}
        </Text>
      )}
      {value.map((row, index) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
          <Autocomplete
            style={{ flex: 1 }}
            aria-label={t("scores.name", { n: index + 1 })}
            placeholder={t("scores.namePlaceholder")}
            data={SUGGESTED_TESTS.filter((name) => !used.has(name.toLowerCase()) || name === row.name)}
            maxLength={SCORE_NAME_MAX}
            value={row.name}
            onChange={(name) => update(index, { name })}
            error={error(`test_scores.${index}.name`)}
          />
          <TextInput
            style={{ flex: 1 }}
            aria-label={t("scores.score", { n: index + 1 })}
            placeholder={t("scores.scorePlaceholder")}
            maxLength={SCORE_VALUE_MAX}
            value={row.score}
            onChange={(event) => update(index, { score: event.currentTarget.value })}
            error={error(`test_scores.${index}.score`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t("scores.remove", { n: index + 1 })}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...value, newScoreRow()])}
        >
          {t("scores.add")}
        </Button>
      </Group>
    </Stack>
  );
}
