import { createFullPracticeSchema, type FullPracticeOut, PRACTICE_LIMITS } from "@edu/shared/practices";
import { Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { type SharerStrings, sharerIds, sharerStrings } from "../lib/settings-values";
import { BreakMinutesField, SettingsFooter, SharingFields } from "./settings-parts";

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

/** A full practice's settings: name, due date, BreakTime's length, sharing (on its edit page). */
export function FullSettingsForm({
  full,
  withSharing,
  submitLabel,
  busy,
  error,
  locked = false,
  onSubmit,
}: {
  full?: FullPracticeOut;
  withSharing: boolean;
  submitLabel: string;
  busy: boolean;
  error: Error | null;
  /**
   * Someone has taken it (spec 03 §4): the name is shown disabled with the reason (the server refuses a
   * change to it); the due date, the break and sharing stay open.
   */
  locked?: boolean;
  onSubmit: (payload: FullSettingsPayload) => void;
}) {
  const { t } = useTranslation("practices");
  const form = useForm<Values>({
    initialValues: {
      name: full?.name ?? "",
      due_date: full?.due_date ?? "",
      break_minutes: full ? full.break_seconds / 60 : 10,
      share: full?.share ?? "private",
      who_can_use: sharerStrings(full?.who_can_use),
      who_can_edit: sharerStrings(full?.who_can_edit),
    },
    validate: zodFormValidator(createFullPracticeSchema, payloadOf),
  });
  const serverErrors = isApiError(error) && error.errors ? serverFieldErrors(error.errors) : {};
  const errorOf = (field: string) => form.errors[field] ?? serverErrors[field];
  const lock = locked ? { disabled: true, description: t("full.lockedHint") } : {};
  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit(createFullPracticeSchema.parse(payloadOf(values))))}
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
          <DateField
            label={t("form.dueDate")}
            required
            miw={160}
            {...form.getInputProps("due_date")}
            error={errorOf("due_date")}
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
