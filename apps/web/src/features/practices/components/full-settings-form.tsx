import {
  createFullPracticeSchema,
  type FullPracticeOut,
  PRACTICE_LIMITS,
  PRACTICE_SHARES,
} from "@edu/shared/practices";
import { Button, Group, NumberInput, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { SharersField } from "./sharers-field";

type Sharers = { user_ids: string[]; class_ids: string[]; tag_ids: string[] };
type Values = {
  name: string;
  due_date: string;
  break_minutes: number | "";
  share: string;
  who_can_use: Sharers;
  who_can_edit: Sharers;
};
export type FullSettingsPayload = ReturnType<typeof createFullPracticeSchema.parse>;

const strings = (
  ids: { user_ids: number[]; class_ids: number[]; tag_ids: number[] } | null | undefined,
): Sharers => ({
  user_ids: (ids?.user_ids ?? []).map(String),
  class_ids: (ids?.class_ids ?? []).map(String),
  tag_ids: (ids?.tag_ids ?? []).map(String),
});
const numbers = (ids: Sharers) => ({
  user_ids: ids.user_ids.map(Number),
  class_ids: ids.class_ids.map(Number),
  tag_ids: ids.tag_ids.map(Number),
});
const payloadOf = (values: Values) => ({
  name: values.name,
  due_date: values.due_date === "" ? null : values.due_date,
  break_seconds: values.break_minutes === "" ? 0 : Math.round(values.break_minutes * 60),
  share: values.share,
  who_can_use: numbers(values.who_can_use),
  who_can_edit: numbers(values.who_can_edit),
});

/** A full practice's settings: name, due date, BreakTime's length, sharing (on its edit page). */
export function FullSettingsForm({
  full,
  withSharing,
  submitLabel,
  busy,
  error,
  onSubmit,
}: {
  full?: FullPracticeOut;
  withSharing: boolean;
  submitLabel: string;
  busy: boolean;
  error: Error | null;
  onSubmit: (payload: FullSettingsPayload) => void;
}) {
  const { t } = useTranslation("practices");
  const form = useForm<Values>({
    initialValues: {
      name: full?.name ?? "",
      due_date: full?.due_date ?? "",
      break_minutes: full ? full.break_seconds / 60 : 10,
      share: full?.share ?? "private",
      who_can_use: strings(full?.who_can_use),
      who_can_edit: strings(full?.who_can_edit),
    },
    validate: zodFormValidator(createFullPracticeSchema, payloadOf),
  });
  const serverErrors = isApiError(error) && error.errors ? serverFieldErrors(error.errors) : {};
  const errorOf = (field: string) => form.errors[field] ?? serverErrors[field];
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
          <NumberInput
            label={t("form.breakMinutes")}
            min={0}
            max={PRACTICE_LIMITS.breakSeconds / 60}
            allowDecimal={false}
            miw={160}
            {...form.getInputProps("break_minutes")}
            error={errorOf("break_minutes") ?? errorOf("break_seconds")}
          />
        </Group>
        {withSharing && (
          <>
            <Radio.Group label={t("form.share")} {...form.getInputProps("share")}>
              <Stack gap={4} mt={4}>
                {PRACTICE_SHARES.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    label={t(`share.${value}`)}
                    description={t(`shareHint.${value}`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <SharersField
              legend={t("form.whoCanUse")}
              value={form.values.who_can_use}
              onChange={(value) => form.setFieldValue("who_can_use", value)}
            />
            <SharersField
              legend={t("form.whoCanEdit")}
              value={form.values.who_can_edit}
              onChange={(value) => form.setFieldValue("who_can_edit", value)}
            />
          </>
        )}
        {error && !(isApiError(error) && error.errors) && (
          <Text size="sm" c="red.8" role="alert">
            {error.message}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
