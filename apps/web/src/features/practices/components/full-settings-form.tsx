import { createFullPracticeSchema, type FullPracticeOut } from "@edu/shared/practices";
import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { zodFormValidator } from "../../../lib/form-errors";
import { type SharerStrings, sharerIds, sharerStrings } from "../lib/settings-values";
import { DueDateField, type SettingsFormProps, SettingsFrame, useSettingsForm } from "./settings-frame";
import { BreakMinutesField } from "./settings-parts";

type Values = {
  name: string;
  due_date: string;
  break_minutes: number | "";
  share: string;
  who_can_use: SharerStrings;
  who_can_edit: SharerStrings;
};
export type FullSettingsPayload = ReturnType<typeof createFullPracticeSchema.parse>;

const payloadOf = (values: Values) => ({
  name: values.name,
  due_date: values.due_date === "" ? null : values.due_date,
  break_seconds: values.break_minutes === "" ? 0 : Math.round(values.break_minutes * 60),
  share: values.share,
  who_can_use: sharerIds(values.who_can_use),
  who_can_edit: sharerIds(values.who_can_edit),
});

/** What is sent: the checked values as the server's schema reads them. */
const parse = (values: Values) => createFullPracticeSchema.parse(payloadOf(values));

/** A full practice's settings: name, due date, BreakTime's length, sharing (on its edit page). */
export function FullSettingsForm(props: SettingsFormProps<FullSettingsPayload> & { full?: FullPracticeOut }) {
  const { t } = useTranslation("practices");
  const { full } = props;
  const settings = useSettingsForm(props, {
    initialValues: {
      name: full?.name ?? "",
      due_date: full?.due_date ?? "",
      break_minutes: full ? full.break_seconds / 60 : 10,
      share: full?.share ?? "private",
      who_can_use: sharerStrings(full?.who_can_use),
      who_can_edit: sharerStrings(full?.who_can_edit),
    },
    validate: zodFormValidator(createFullPracticeSchema, payloadOf),
    // A taken full practice keeps its name (the server refuses a change); the rest stays open.
    lockedHint: t("full.lockedHint"),
  });
  const { form, errorOf } = settings;
  return (
    <SettingsFrame of={props} settings={settings} parse={parse}>
      <Group grow align="flex-start" wrap="wrap">
        <DueDateField inputProps={form.getInputProps("due_date")} error={errorOf("due_date")} />
        <BreakMinutesField
          inputProps={form.getInputProps("break_minutes")}
          error={errorOf("break_minutes") ?? errorOf("break_seconds")}
        />
      </Group>
    </SettingsFrame>
  );
}
