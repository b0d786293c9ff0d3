import {
  createPracticeSchema,
  PRACTICE_LIMITS,
  PRACTICE_SCORING,
  PRACTICE_SHOW,
} from "@edu/shared/practices";
import { Group, NumberInput, Radio, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { payloadOf, type SettingsValues } from "../lib/settings-values";
import { ScoreTableField } from "./score-table-field";
import { BreakMinutesField, SettingsFooter, SharingFields } from "./settings-parts";

export type SettingsPayload = ReturnType<typeof createPracticeSchema.parse>;

type Props = {
  initial: SettingsValues;
  submitLabel: string;
  busy: boolean;
  error: Error | null;
  /** Sharing is set on the edit page (a new practice starts private). */
  withSharing: boolean;
  /**
   * Someone has taken it (spec 03 §4): name, scoring, score table and show-after are shown disabled with the
   * reason (the server refuses a change to them); time, date, break and sharing stay open.
   */
  locked?: boolean;
  onSubmit: (payload: SettingsPayload) => void;
};

/**
 * A practice's settings (spec 03 §3): name, timer, due date, scoring (with the score table when scaled),
 * what to show after, the break between sections, and sharing. Checked with the server's own schema, so a
 * missing timer, due date or scoring shows the spec's message on its field before anything is sent.
 */
export function SettingsForm({
  initial,
  submitLabel,
  busy,
  error,
  withSharing,
  locked = false,
  onSubmit,
}: Props) {
  const { t } = useTranslation("practices");
  const form = useForm<SettingsValues>({
    initialValues: initial,
    validate: zodFormValidator(createPracticeSchema, payloadOf),
  });
  const serverErrors = isApiError(error) && error.errors ? serverFieldErrors(error.errors) : {};
  const errorOf = (field: string) => form.errors[field] ?? serverErrors[field];
  const lock = locked ? { disabled: true, description: t("form.lockedHint") } : {};
  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit(createPracticeSchema.parse(payloadOf(values))))}
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          label={t("form.name")}
          required
          maxLength={PRACTICE_LIMITS.name}
          {...form.getInputProps("name")}
          {...lock}
          error={errorOf("name")}
        />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t("form.duration")}
            required
            min={1}
            max={PRACTICE_LIMITS.durationMinutes}
            allowDecimal={false}
            miw={160}
            {...form.getInputProps("duration_minutes")}
            error={errorOf("duration_minutes")}
          />
          <DateField
            label={t("form.dueDate")}
            required
            miw={160}
            {...form.getInputProps("due_date")}
            error={errorOf("due_date")}
          />
        </Group>
        <Radio.Group
          label={t("form.scoring")}
          required
          {...form.getInputProps("scoring")}
          description={lock.description}
          error={errorOf("scoring")}
        >
          <Group gap="md" mt={4}>
            {PRACTICE_SCORING.map((value) => (
              <Radio key={value} value={value} label={t(`scoring.${value}`)} disabled={locked} />
            ))}
          </Group>
        </Radio.Group>
        {form.values.scoring === "scaled" && (
          <ScoreTableField
            rows={form.values.score_table}
            onChange={(rows) => form.setFieldValue("score_table", rows)}
            error={errorOf("score_table")}
            lockedHint={lock.description}
          />
        )}
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t("form.showAfter")}
            data={PRACTICE_SHOW.map((value) => ({ value, label: t(`show.${value}`) }))}
            allowDeselect={false}
            miw={160}
            {...form.getInputProps("show_after")}
            {...lock}
          />
          <BreakMinutesField
            inputProps={form.getInputProps("break_minutes")}
            error={errorOf("break_minutes") ?? errorOf("break_seconds")}
          />
        </Group>
        {withSharing && (
          <SharingFields
            shareProps={form.getInputProps("share")}
            lists={form.values}
            onList={(field, value) => form.setFieldValue(field, value)}
          />
        )}
        <SettingsFooter error={error} busy={busy} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
