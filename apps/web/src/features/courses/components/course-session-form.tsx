import {
  COURSE_SESSION_TYPES,
  type CourseSession,
  type CourseSessionTextField,
  CURRENCIES,
} from "@edu/shared";
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TagsInput, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DateField } from "../../../components/date-field/date-field";
import { formatMoney } from "../../../lib/format-money";
import { useFormSave } from "../../../lib/use-form-save";
import { BaseTranslationsEditor, type TranslationField } from "../../content-admin";
import {
  courseOptionsQuery,
  coursesKeys,
  createCourseSession,
  updateCourseSession,
} from "../api/courses-api";
import {
  type CourseSessionValues,
  toCourseSessionPayload,
  toCourseSessionValues,
  validateCourseSession,
} from "../lib/course-session-form";
import { DESCRIPTION_STYLES } from "../lib/input-styles";

/** Create or edit a course session: every field of the spec's course session (§3). */
export function CourseSessionForm({ session }: { session: CourseSession | null }) {
  const { t } = useTranslation("courses");
  const navigate = useNavigate();
  const courses = useQuery(courseOptionsQuery());
  const form = useForm<CourseSessionValues>({
    initialValues: toCourseSessionValues(session),
    validate: validateCourseSession(session ? "edit" : "create"),
  });
  const save = useFormSave({
    form,
    mutationFn: (values: CourseSessionValues) => {
      const payload = toCourseSessionPayload(values);
      return session ? updateCourseSession(session.id, payload) : createCourseSession(payload);
    },
    savedMessage: t("saved"),
    pageOf: (saved) => `/course-sessions/${saved.id}/detail`,
    refresh: coursesKeys.sessions,
  });

  const textFields: TranslationField<CourseSessionTextField>[] = [
    { name: "title", label: t("session.title"), required: true },
    { name: "short_name", label: t("session.shortName") },
    { name: "city", label: t("session.city") },
    { name: "date", label: t("session.date") },
  ];
  const courseOptions = (courses.data?.data ?? []).map((course) => ({
    value: String(course.id),
    label: course.title,
  }));
  const payloadFee = toCourseSessionPayload(form.values).fee;
  const feePreview =
    payloadFee !== null && Number.isFinite(payloadFee) && payloadFee > 0
      ? formatMoney(payloadFee, form.values.currency)
      : undefined;

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("session.course")}
            placeholder={t("session.noCourse")}
            data={courseOptions}
            clearable
            searchable
            {...form.getInputProps("course_id")}
          />
          <Select
            label={t("session.type")}
            data={COURSE_SESSION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            allowDeselect={false}
            {...form.getInputProps("type")}
          />
        </SimpleGrid>
        <BaseTranslationsEditor
          fields={textFields}
          base={{
            title: form.values.title,
            short_name: form.values.short_name,
            city: form.values.city,
            date: form.values.date,
          }}
          translations={form.values.translations}
          onBaseChange={(field, text) => form.setFieldValue(field, text)}
          onTranslationChange={(locale, field, text) =>
            form.setFieldValue(`translations.${locale}.${field}`, text)
          }
          errors={form.errors}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("session.fee")}
            styles={DESCRIPTION_STYLES}
            description={feePreview ?? t("session.feeHint")}
            inputMode="decimal"
            {...form.getInputProps("fee")}
          />
          <Select
            label={t("session.currency")}
            data={CURRENCIES.map((code) => ({ value: code, label: t(`currencies.${code}`) }))}
            allowDeselect={false}
            {...form.getInputProps("currency")}
          />
        </SimpleGrid>
        <Group gap="lg">
          <Checkbox
            label={t("session.needPayFirst")}
            {...form.getInputProps("need_pay_first", { type: "checkbox" })}
          />
          <Checkbox
            label={t("session.isOnline")}
            {...form.getInputProps("is_online", { type: "checkbox" })}
          />
          <Checkbox label={t("session.active")} {...form.getInputProps("active", { type: "checkbox" })} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField label={t("session.startDate")} {...form.getInputProps("start_date")} />
          <DateField label={t("session.endDate")} {...form.getInputProps("end_date")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="time" label={t("session.timeFrom")} {...form.getInputProps("time_from")} />
          <TextInput type="time" label={t("session.timeTo")} {...form.getInputProps("time_to")} />
        </SimpleGrid>
        <TagsInput
          label={t("session.testTemplates")}
          styles={DESCRIPTION_STYLES}
          description={t("session.listHint")}
          {...form.getInputProps("test_templates")}
        />
        <TagsInput
          label={t("session.sessionTemplates")}
          styles={DESCRIPTION_STYLES}
          description={t("session.listHint")}
          {...form.getInputProps("session_templates")}
        />
        <TagsInput
          label={t("session.classTemplates")}
          styles={DESCRIPTION_STYLES}
          description={t("session.listHint")}
          {...form.getInputProps("class_templates")}
        />
        <TagsInput
          label={t("session.tags")}
          styles={DESCRIPTION_STYLES}
          description={t("session.listHint")}
          {...form.getInputProps("tags")}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t("save")}
          </Button>
          <Button
            variant="default"
            onClick={() => navigate(session ? `/course-sessions/${session.id}/detail` : "/course-sessions")}
          >
            {t("cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
