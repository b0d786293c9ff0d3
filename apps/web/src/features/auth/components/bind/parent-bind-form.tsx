import { bindParentSchema, emailSchema, type User } from "@edu/shared";
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { localizeMessage, zodFormValidator } from "../../../../lib/form-errors";
import { withPhoneCheck } from "../../lib/phone-check";
import { namesOf, useBindSubmit } from "../../lib/use-bind-submit";
import { NameInputs, PhoneField } from "../person-fields";
import { BindForm } from "./bind-form";

export type ParentValues = { first_name: string; last_name: string; phone: string; student_emails: string[] };

export const toParentPayload = (values: ParentValues) => ({
  first_name: values.first_name.trim() || undefined,
  last_name: values.last_name.trim() || undefined,
  phone: values.phone.trim(),
  student_emails: values.student_emails.map((email) => email.trim()).filter(Boolean),
});

const validateOthers = withPhoneCheck(
  zodFormValidator(bindParentSchema, (values: ParentValues) => ({
    ...toParentPayload(values),
    student_emails: ["checked-per-row@example.com"],
  })),
  "phone",
);

/** Blank rows are ignored; each filled row must be an email; at least one row must be filled (spec §5). */
export function validateParent(values: ParentValues): FormErrors {
  const errors = validateOthers(values);
  const rows = values.student_emails.map((email) => email.trim());
  rows.forEach((email, index) => {
    if (email && !emailSchema.safeParse(email).success)
      errors[`student_emails.${index}`] = localizeMessage("v.email_format");
  });
  if (!rows.some(Boolean)) errors["student_emails.0"] = localizeMessage("v.student_link_required");
  return errors;
}

export const MAX_STUDENT_EMAILS = 20;

/** Spec §5: a parent gives a phone and links at least one existing student by email. */
export function ParentBindForm({ user, onDone }: { user: User; onDone: (user: User) => void }) {
  const { t } = useTranslation("auth");
  const form = useForm<ParentValues>({
    initialValues: { ...namesOf(user), phone: "", student_emails: [""] },
    validate: validateParent,
  });
  const bind = useBindSubmit("parent", form, toParentPayload, onDone);
  const emails = form.values.student_emails;
  return (
    <BindForm
      testId="parent-form"
      bind={bind}
      onSubmit={form.onSubmit((values) => {
        // Blank rows go away first, so the server's `student_emails.N` errors match the rows on screen.
        const filled = values.student_emails.filter((email) => email.trim());
        form.setFieldValue("student_emails", filled);
        bind.submit({ ...values, student_emails: filled });
      })}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NameInputs form={form} />
      </SimpleGrid>
      <PhoneField form={form} />
      <Stack gap={6} role="group" aria-labelledby="student-emails-label">
        <Text id="student-emails-label" size="sm" fw={500}>
          {t("detail.studentEmails")}
        </Text>
        <Text size="xs" c="gray.7">
          {t("detail.studentEmailsHint")}
        </Text>
        {emails.map((_email, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: controlled inputs; a row's value lives in the form, not in the element
          <Group key={`student-email-${index}`} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t("detail.studentEmail", { n: index + 1 })}
              type="email"
              placeholder="student@example.com"
              style={{ flex: 1 }}
              {...form.getInputProps(`student_emails.${index}`)}
            />
            {emails.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t("detail.removeStudent", { n: index + 1 })}
                onClick={() => form.removeListItem("student_emails", index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {typeof form.errors.student_emails === "string" && (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.student_emails}
          </Text>
        )}
        {emails.length < MAX_STUDENT_EMAILS && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem("student_emails", "")}
            >
              {t("detail.addStudent")}
            </Button>
          </Group>
        )}
      </Stack>
    </BindForm>
  );
}
