import {
  createPracticeSchema,
  PRACTICE_LIMITS,
  PRACTICE_SCORING,
  PRACTICE_SHOW,
} from "@edu/shared/practices";
import { Group, NumberInput, Radio, Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { zodFormValidator } from "../../../lib/form-errors";
import { payloadOf, type SettingsValues } from "../lib/settings-values";
import { ScoreTableField } from "./score-table-field";
import { DueDateField, type SettingsFormProps, SettingsFrame, useSettingsForm } from "./settings-frame";
import { BreakMinutesField } from "./settings-parts";

export type SettingsPayload = ReturnType<typeof createPracticeSchema.parse>;

type Props = SettingsFormProps<SettingsPayload> & { initial: SettingsValues };

/** What is sent: the checked values as the server's schema reads them. */
const parse = (values: SettingsValues) => createPracticeSchema.parse(payloadOf(values));

/**
 * A practice's settings (spec 03 §3): name, timer, due date, scoring (with the score table when scaled),
 * what to show after, the break between sections, and sharing. Checked with the server's own schema, so a
 * missing timer, due date or scoring shows the spec's message on its field before anything is sent.
 */
export function SettingsForm(props: Props) {
  const { t } = useTranslation("practices");
  const settings = useSettingsForm(props, {
    initialValues: props.initial,
    validate: zodFormValidator(createPracticeSchema, payloadOf),
    lockedHint: t("form.lockedHint"),
  });
  const { form, errorOf, lock } = settings;
  const locked = props.locked ?? false;
  return (
    <SettingsFrame of={props} settings={settings} parse={parse}>
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
        <DueDateField inputProps={form.getInputProps("due_date")} error={errorOf("due_date")} />
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
    </SettingsFrame>
  );
}
