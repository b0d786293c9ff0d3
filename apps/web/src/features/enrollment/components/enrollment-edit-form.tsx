import {
  ENROLLMENT_CURRENCIES,
  ENROLLMENT_TYPES,
  type EnrolledSession,
  type EnrolledSessionDetailUpdate,
  TUTORING_MODES,
} from "@edu/shared";
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { NameFields } from "../../../components/name-fields/name-fields";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors } from "../../../lib/form-errors";
import { adminKeys, updateEnrollmentDetail } from "../api/admin-api";
import {
  type DetailValues,
  detailValidator,
  detailValuesFrom,
  hasDetailChanges,
  toDetailPayload,
} from "../lib/detail-form";
import { GRADE_VALUES } from "../lib/grades";

type Props = {
  enrollment: EnrolledSession;
  /** Leaves edit mode (after saving, or on Cancel). */
  onClose: () => void;
};

/** The admin edit form of one enrollment: student, contact, preferences and notes (spec §3, §5). */
export function EnrollmentEditForm({ enrollment, onClose }: Props) {
  const { t } = useTranslation("enrollment");
  const queryClient = useQueryClient();
  // The values as editing began: the PATCH sends only what differs from them.
  const [initial] = useState(() => detailValuesFrom(enrollment));
  const form = useForm<DetailValues>({
    mode: "controlled",
    initialValues: initial,
    validate: detailValidator(enrollment.id, enrollment.contact_role, initial),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = form.isDirty();
  useUnsavedChangesGuard(dirty);

  const save = useMutation({
    mutationFn: (body: EnrolledSessionDetailUpdate) => updateEnrollmentDetail(body),
    onSuccess: async (row) => {
      form.resetDirty();
      queryClient.setQueryData(adminKeys.detail(row.id), row);
      notifications.show({ color: "teal", message: t("edit.saved") });
      onClose();
      await queryClient.invalidateQueries({ queryKey: ["enrollment", "admin", "list"] });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && error.errors) {
        const errors = serverFieldErrors(error.errors);
        form.setErrors(errors);
        const onForm = Object.keys(errors).some((field) => field in initial);
        setFormError(onForm ? t("errors.validation") : (error.firstFieldError() ?? t("errors.validation")));
        return;
      }
      setFormError(isApiError(error) && error.status < 500 ? error.message : t("errors.generic"));
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      if (!hasDetailChanges(values, initial)) {
        onClose();
        return;
      }
      save.mutate(toDetailPayload(enrollment.id, values, initial));
    },
    () => setFormError(t("errors.validation")),
  );

  const grades = GRADE_VALUES.map((value) => ({ value, label: t(`grades.${value}`) }));
  const currentGrade = form.getValues().grade;
  if (currentGrade && !grades.some((g) => g.value === currentGrade)) {
    grades.push({ value: currentGrade, label: currentGrade });
  }
  const text = (field: keyof DetailValues) => form.getInputProps(field);

  return (
    <form onSubmit={submit} noValidate aria-label={t("edit.title")} data-testid="enrollment-edit-form">
      <Stack gap="md">
        <Fieldset legend={t("edit.student")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NameFields
              given={<TextInput label={t("fields.firstName")} withAsterisk {...text("student_first_name")} />}
              family={<TextInput label={t("fields.lastName")} {...text("student_last_name")} />}
            />
            <TextInput label={t("fields.email")} type="email" withAsterisk {...text("student_email")} />
            <TextInput label={t("fields.phone")} type="tel" {...text("student_phone")} />
            <TextInput label={t("fields.school")} {...text("school")} />
            <Select
              label={t("fields.grade")}
              data={grades}
              clearable
              {...form.getInputProps("grade")}
              onChange={(value) => form.setFieldValue("grade", value ?? "")}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t("edit.contact")}>
          <Text size="sm" c="dimmed" mb="xs">
            {t("edit.contactRole", {
              role: t(`roles.${enrollment.contact_role}`, { defaultValue: enrollment.contact_role }),
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("edit.contactName")} {...text("contact_name")} />
            <TextInput label={t("fields.email")} type="email" {...text("contact_email")} />
            <TextInput
              label={t("fields.phone")}
              type="tel"
              description={t("fields.phoneHint")}
              {...text("contact_phone")}
            />
            <TextInput label={t("fields.homePhone")} type="tel" {...text("home_phone")} />
            <TextInput label={t("fields.lineId")} {...text("line_id")} />
            <TextInput label={t("fields.address")} {...text("address")} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t("preferences.legend")}>
          <Stack gap="sm">
            <Radio.Group label={t("fields.type")} {...form.getInputProps("type")}>
              <Group mt="xs">
                {ENROLLMENT_TYPES.map((type) => (
                  <Radio key={type} value={type} label={t(`types.${type}`)} />
                ))}
              </Group>
            </Radio.Group>
            <Radio.Group label={t("fields.tutoringMode")} {...form.getInputProps("tutoring_mode")}>
              <Group mt="xs">
                {TUTORING_MODES.map((mode) => (
                  <Radio key={mode} value={mode} label={t(`modes.${mode}`)} />
                ))}
              </Group>
            </Radio.Group>
            <Radio.Group label={t("fields.currency")} {...form.getInputProps("currency")}>
              <Group mt="xs">
                {ENROLLMENT_CURRENCIES.map((currency) => (
                  <Radio key={currency} value={currency} label={t(`currencies.${currency}`)} />
                ))}
              </Group>
            </Radio.Group>
            <Radio.Group label={t("fields.mandarinHelp")} {...form.getInputProps("mandarin_help")}>
              <Group mt="xs">
                <Radio value="yes" label={t("yes")} />
                <Radio value="no" label={t("no")} />
                <Radio value="" label={t("edit.notSaid")} />
              </Group>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t("fields.paymentWay")} {...text("payment_way")} />
              <TextInput label={t("fields.referral")} {...text("referral")} />
            </SimpleGrid>
            <TextInput label={t("fields.groupEnrollment")} {...text("group_enrollment")} />
            <Textarea label={t("fields.previousClasses")} rows={2} {...text("previous_classes")} />
          </Stack>
        </Fieldset>

        <Fieldset legend={t("edit.notesLegend")}>
          <Stack gap="sm">
            <Textarea label={t("fields.notes")} rows={3} {...text("notes")} />
            <Textarea
              label={t("fields.adminNote")}
              description={t("fields.adminNoteHint")}
              rows={2}
              {...text("admin_note")}
            />
          </Stack>
        </Fieldset>

        {formError && (
          <Alert color="red" role="alert" data-testid="edit-error">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              form.reset();
              onClose();
            }}
            disabled={save.isPending}
          >
            {t("edit.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("edit.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
