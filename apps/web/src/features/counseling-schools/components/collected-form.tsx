import {
  ADMISSIONS_RESULTS,
  APPLICATION_PORTALS,
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type CollectedSchool,
  type CollectedSchoolWarning,
  DECISION_PLANS,
  SCHOOL_CATEGORIES,
  type UpdateCollectedSchool,
} from "@edu/shared/counseling-schools";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format-date";
import { schoolListKeys, updateSchool } from "../api/counseling-schools-api";
import { serviceLabel } from "../lib/labels";

type Values = {
  category: string;
  is_applying: string;
  is_enrolled: boolean;
  application_type: string | null;
  application_portal: string | null;
  decision_plan: string | null;
  application_submission_date: string;
  financial_submission_date: string;
  internal_deadline: string;
  login_field_username: string;
  login_field_password: string;
  clear_login_password: boolean;
  application_status: string | null;
  admissions_result: string | null;
};

const valuesOf = (school: CollectedSchool): Values => ({
  category: school.category,
  is_applying: String(school.is_applying),
  is_enrolled: school.is_enrolled === 1,
  application_type: school.application_type,
  application_portal: school.application_portal,
  decision_plan: school.decision_plan,
  application_submission_date: school.application_submission_date ?? "",
  financial_submission_date: school.financial_submission_date ?? "",
  internal_deadline: school.internal_deadline ?? "",
  login_field_username: school.login_field_username,
  login_field_password: "",
  clear_login_password: false,
  application_status: school.application_status,
  admissions_result: school.admissions_result,
});

/** The form's values as PATCH counseling-school takes them: an empty password keeps the stored one. */
function bodyOf(id: number, values: Values): UpdateCollectedSchool {
  return {
    id,
    category: values.category as UpdateCollectedSchool["category"],
    is_applying: values.is_applying === "1",
    is_enrolled: values.is_enrolled,
    application_type: values.application_type as UpdateCollectedSchool["application_type"],
    application_portal: values.application_portal as UpdateCollectedSchool["application_portal"],
    decision_plan: values.decision_plan as UpdateCollectedSchool["decision_plan"],
    application_submission_date: values.application_submission_date || null,
    financial_submission_date: values.financial_submission_date || null,
    internal_deadline: values.internal_deadline || null,
    login_field_username: values.login_field_username,
    ...(values.login_field_password ? { login_field_password: values.login_field_password } : {}),
    ...(values.clear_login_password ? { clear_login_password: true } : {}),
    application_status: values.application_status as UpdateCollectedSchool["application_status"],
    admissions_result: values.admissions_result as UpdateCollectedSchool["admissions_result"],
  };
}

/** Every field of a collected school (spec 03 §3 with the interface's names). */
export function CollectedForm({ school }: { school: CollectedSchool }) {
  const { t } = useTranslation("counseling-schools");
  const client = useQueryClient();
  const form = useForm<Values>({ initialValues: valuesOf(school) });
  const [saved, setSaved] = useState<{ message: string; warnings: CollectedSchoolWarning[] } | null>(null);
  const save = useMutation({
    mutationFn: (values: Values) => updateSchool(bodyOf(school.id, values)),
    onSuccess: (answer) => {
      setSaved({ message: answer.message, warnings: answer.warnings });
      form.setValues(valuesOf(answer.data));
      form.resetDirty(valuesOf(answer.data));
      void client.invalidateQueries({ queryKey: schoolListKeys.all });
    },
    onError: (error) => {
      setSaved(null);
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const portals = APPLICATION_PORTALS.map((value) => ({
    value,
    label: serviceLabel(value) ?? t(`portal.${value}`),
  }));
  const deadline = school.school_deadline;
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("field.category")}
            data={options(SCHOOL_CATEGORIES, "category")}
            allowDeselect={false}
            {...form.getInputProps("category")}
          />
          <Select
            label={t("field.applying")}
            data={[
              { value: "1", label: t("yes") },
              { value: "0", label: t("no") },
            ]}
            allowDeselect={false}
            {...form.getInputProps("is_applying")}
          />
          <Select
            label={t("field.applicationType")}
            description={t("field.transferNote")}
            data={options(APPLICATION_TYPES, "applicationType")}
            clearable
            {...form.getInputProps("application_type")}
          />
          <Select
            label={t("field.applicationForm")}
            data={portals}
            clearable
            {...form.getInputProps("application_portal")}
          />
          <Select
            label={t("field.plan")}
            data={options(DECISION_PLANS, "plan")}
            clearable
            {...form.getInputProps("decision_plan")}
          />
          <div>
            <Text size="sm" fw={500}>
              {t("field.schoolDeadline")}
            </Text>
            <Text size="sm">
              {deadline
                ? `${formatDate(deadline.date)}${deadline.estimated ? ` (${t("deadline.estimated")})` : ""}`
                : t("deadline.unknown")}
            </Text>
          </div>
          <DateField label={t("field.internalDeadline")} {...form.getInputProps("internal_deadline")} />
          <DateField
            label={t("field.submissionDate")}
            {...form.getInputProps("application_submission_date")}
          />
          <DateField label={t("field.financialDate")} {...form.getInputProps("financial_submission_date")} />
          <Select
            label={t("field.status")}
            data={options(APPLICATION_STATUSES, "status")}
            clearable
            {...form.getInputProps("application_status")}
          />
          <Select
            label={t("field.result")}
            data={options(ADMISSIONS_RESULTS, "result")}
            clearable
            {...form.getInputProps("admissions_result")}
          />
          <TextInput
            label={t("field.username")}
            maxLength={200}
            {...form.getInputProps("login_field_username")}
          />
          <PasswordInput
            label={t("field.password")}
            description={t(school.has_login_password ? "field.passwordKept" : "field.passwordNone")}
            maxLength={200}
            autoComplete="new-password"
            disabled={form.values.clear_login_password}
            {...form.getInputProps("login_field_password")}
          />
        </SimpleGrid>
        <Group gap="lg">
          <Checkbox
            label={t("field.enrolled")}
            {...form.getInputProps("is_enrolled", { type: "checkbox" })}
          />
          {school.has_login_password === 1 && (
            <Checkbox
              label={t("field.clearPassword")}
              {...form.getInputProps("clear_login_password", { type: "checkbox" })}
            />
          )}
        </Group>
        {saved && (
          <Alert color="teal" role="status">
            {saved.message}
          </Alert>
        )}
        {saved?.warnings.map((warning) => (
          <Alert key={warning.code} color="yellow" role="alert" title={t("warning.title")}>
            {warning.message}
          </Alert>
        ))}
        {save.isError && !(isApiError(save.error) && save.error.errors) && (
          <Text size="sm" c="red.8" role="alert">
            {save.error.message}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t("field.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
