import type { SessionClass, SessionClassTextField } from "@edu/shared";
import { Button, Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DateField } from "../../../components/date-field/date-field";
import { useFormSave } from "../../../lib/use-form-save";
import { BaseTranslationsEditor, type TranslationField } from "../../content-admin";
import {
  classesKeys,
  createClass,
  peopleQuery,
  personName,
  sessionOptionsQuery,
  updateClass,
} from "../api/session-classes-api";
import { DESCRIPTION_STYLES } from "../lib/input-styles";
import {
  type SessionClassValues,
  TIMEZONES,
  toSessionClassPayload,
  toSessionClassValues,
  validateSessionClass,
} from "../lib/session-class-form";

type Option = { value: string; label: string };
const withCurrent = (options: Option[], current: { id: number; label: string }[]) => {
  const known = new Set(options.map((option) => option.value));
  return [
    ...options,
    ...current.filter((c) => !known.has(String(c.id))).map((c) => ({ value: String(c.id), label: c.label })),
  ];
};

/** Create or edit a class of a course session (admin and staff). */
export function SessionClassForm({
  sessionClass,
  courseSessionId,
}: {
  sessionClass: SessionClass | null;
  courseSessionId?: number;
}) {
  const { t } = useTranslation("session-classes");
  const navigate = useNavigate();
  const sessions = useQuery(sessionOptionsQuery());
  const teachers = useQuery(peopleQuery("teacher"));
  const staff = useQuery(peopleQuery("staff"));
  const form = useForm<SessionClassValues>({
    initialValues: toSessionClassValues(sessionClass, courseSessionId),
    validate: validateSessionClass(sessionClass ? "edit" : "create"),
  });
  const save = useFormSave({
    form,
    mutationFn: (values: SessionClassValues) => {
      const payload = toSessionClassPayload(values);
      return sessionClass ? updateClass(sessionClass.id, payload) : createClass(payload);
    },
    savedMessage: t("saved"),
    pageOf: (saved) => `/session-classes/${saved.id}`,
    refresh: classesKeys.all,
  });

  const sessionOptions = withCurrent(
    (sessions.data?.data ?? []).map((s) => ({
      value: String(s.id),
      label: s.short_name ? `${s.title} (${s.short_name})` : s.title,
    })),
    sessionClass ? [{ id: sessionClass.course_session_id, label: sessionClass.course_session.title }] : [],
  );
  const toOption = (person: { id: number; first_name: string; last_name: string; username: string }) => ({
    value: String(person.id),
    label: `${personName(person)} (${person.username})`,
  });
  const teacherOptions = withCurrent(
    (teachers.data?.data ?? []).map(toOption),
    (sessionClass?.teachers ?? []).map((p) => ({ id: p.id, label: toOption(p).label })),
  );
  const taPeople = new Map(
    [...(teachers.data?.data ?? []), ...(staff.data?.data ?? [])].map((p) => [p.id, p]),
  );
  const taOptions = withCurrent(
    [...taPeople.values()].map(toOption),
    (sessionClass?.tas ?? []).map((p) => ({ id: p.id, label: toOption(p).label })),
  );

  const textFields: TranslationField<SessionClassTextField>[] = [
    { name: "name", label: t("fields.name"), required: true },
    { name: "schedule", label: t("fields.schedule") },
    { name: "address", label: t("fields.address") },
    { name: "notes", label: t("fields.notes"), multiline: true },
  ];

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <Select
          label={t("fields.courseSession")}
          required
          searchable
          data={sessionOptions}
          {...form.getInputProps("course_session_id")}
        />
        <BaseTranslationsEditor
          fields={textFields}
          base={{
            name: form.values.name,
            schedule: form.values.schedule,
            address: form.values.address,
            notes: form.values.notes,
          }}
          translations={form.values.translations}
          onBaseChange={(field, text) => form.setFieldValue(field, text)}
          onTranslationChange={(locale, field, text) =>
            form.setFieldValue(`translations.${locale}.${field}`, text)
          }
          errors={form.errors}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label={t("fields.teachers")}
            searchable
            data={teacherOptions}
            {...form.getInputProps("teacher_ids")}
          />
          <MultiSelect
            label={t("fields.tas")}
            searchable
            data={taOptions}
            {...form.getInputProps("ta_ids")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField label={t("fields.startDate")} {...form.getInputProps("start_date")} />
          <DateField
            label={t("fields.endDate")}
            styles={DESCRIPTION_STYLES}
            description={t("fields.endDateHint")}
            {...form.getInputProps("end_date")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput type="time" label={t("fields.timeFrom")} {...form.getInputProps("time_from")} />
          <TextInput type="time" label={t("fields.timeTo")} {...form.getInputProps("time_to")} />
          <Select
            label={t("fields.timezone")}
            data={
              !form.values.timezone || TIMEZONES.includes(form.values.timezone)
                ? TIMEZONES
                : [...TIMEZONES, form.values.timezone]
            }
            allowDeselect={false}
            {...form.getInputProps("timezone")}
          />
        </SimpleGrid>
        <Checkbox label={t("fields.isOnline")} {...form.getInputProps("is_online", { type: "checkbox" })} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("fields.room")} {...form.getInputProps("room")} />
          <TextInput label={t("fields.capacity")} inputMode="numeric" {...form.getInputProps("capacity")} />
        </SimpleGrid>
        <TextInput
          label={t("fields.onlineLink")}
          type="url"
          placeholder="https://"
          {...form.getInputProps("online_link")}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t("save")}
          </Button>
          <Button
            variant="default"
            onClick={() =>
              navigate(sessionClass ? `/session-classes/${sessionClass.id}` : "/session-classes/all")
            }
          >
            {t("cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
