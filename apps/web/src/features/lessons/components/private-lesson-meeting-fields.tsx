import { GREET_MEETING_DEFAULTS } from "@edu/shared/lessons";
import { Checkbox, NumberInput, SimpleGrid, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import type { GreetMeetingFormValues } from "../lib/private-lesson-form";
import { TimezoneSelect } from "./lesson-form-fields";

/** The meet-and-greet's time and place (new and edited meetings). */
export function MeetingFields({
  values,
  onChange,
}: {
  values: GreetMeetingFormValues;
  onChange: (values: GreetMeetingFormValues) => void;
}) {
  const { t } = useTranslation("lessons");
  return (
    <>
      <Checkbox
        label={t("privateDetail.decided")}
        checked={values.is_decided}
        onChange={(e) => onChange({ ...values, is_decided: e.currentTarget.checked })}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <DateField
          label={t("lessonForm.startedDate")}
          disabled={!values.is_decided}
          value={values.date}
          onChange={(date) => onChange({ ...values, date })}
        />
        <TextInput
          type="time"
          label={t("lessonForm.startedTime")}
          disabled={!values.is_decided}
          value={values.time}
          onChange={(e) => onChange({ ...values, time: e.currentTarget.value })}
        />
        <NumberInput
          label={t("privateDetail.duration")}
          min={5}
          max={240}
          step={5}
          value={values.duration_minutes}
          onChange={(n) => onChange({ ...values, duration_minutes: Number(n) || 0 })}
        />
      </SimpleGrid>
      <TimezoneSelect
        value={values.timezone}
        onChange={(z) => onChange({ ...values, timezone: z ?? GREET_MEETING_DEFAULTS.timezone })}
      />
      <Checkbox
        label={t("privateDetail.sameAddress")}
        checked={values.is_same_address}
        onChange={(e) => onChange({ ...values, is_same_address: e.currentTarget.checked })}
      />
      {!values.is_same_address && (
        <TextInput
          label={t("lessonForm.address")}
          value={values.address}
          onChange={(e) => onChange({ ...values, address: e.currentTarget.value })}
        />
      )}
    </>
  );
}
