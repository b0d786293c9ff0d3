import { ENROLLMENT_MAX_STUDENTS, ENROLLMENT_ROLES, type ProfileLink } from "@edu/shared";
import {
  Anchor,
  Button,
  Fieldset,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash, IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NameFields } from "../../../components/name-fields/name-fields";
import { localizeMessage } from "../../../lib/form-errors";
import { formatName } from "../../../lib/person-name";
import { type EnrollValues, emptyStudent } from "../lib/enroll-form";
import { GRADE_VALUES } from "../lib/grades";

type Props = {
  form: UseFormReturnType<EnrollValues>;
  /** A signed-in parent's linked children, offered as one-click rows. */
  linkedChildren?: ProfileLink[];
};

/** Step one: who fills in the form, and the students to enrol (spec §3). */
export function ContactStep({ form, linkedChildren = [] }: Props) {
  const { t } = useTranslation("enrollment");
  const values = form.getValues();
  const gradeOptions = GRADE_VALUES.map((value) => ({ value, label: t(`grades.${value}`) }));
  const chosenIds = new Set(values.students.map((student) => student.user_id).filter(Boolean));
  const canAdd = values.students.length < ENROLLMENT_MAX_STUDENTS && values.role !== "student";
  // Spec §8 "email already used in enrollment (log in or use another)": the server's refusal of an
  // account's email comes with a way to log in (the shell brings the visitor back here).
  const emailHasAccount = form.errors["contact.email"] === localizeMessage("enrollment_email_has_account");

  const addChild = (child: ProfileLink) => {
    const row = {
      ...emptyStudent(),
      user_id: child.id,
      first_name: child.first_name,
      last_name: child.last_name,
      email: child.email ?? "",
      phone: child.phone ?? "",
    };
    const first = values.students[0];
    const firstIsBlank =
      values.students.length === 1 && first && !first.first_name && !first.email && !first.user_id;
    if (firstIsBlank) form.setFieldValue("students", [row]);
    else form.insertListItem("students", row);
  };

  return (
    <Stack gap="lg">
      <Radio.Group label={t("fields.role")} withAsterisk {...form.getInputProps("role")}>
        <Group mt="xs">
          {ENROLLMENT_ROLES.map((role) => (
            <Radio key={role} value={role} label={t(`roles.${role}`)} />
          ))}
        </Group>
      </Radio.Group>

      <Fieldset legend={t("contact.legend")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NameFields
            given={
              <TextInput
                label={t("fields.firstName")}
                withAsterisk
                {...form.getInputProps("contact.first_name")}
              />
            }
            family={<TextInput label={t("fields.lastName")} {...form.getInputProps("contact.last_name")} />}
          />
          <Stack gap={4}>
            <TextInput
              label={t("fields.email")}
              type="email"
              withAsterisk
              autoComplete="email"
              {...form.getInputProps("contact.email")}
            />
            {emailHasAccount && (
              <Text size="sm" data-testid="email-has-account">
                {t("contact.accountHint")}{" "}
                <Anchor component={Link} to="/login">
                  {t("contact.login")}
                </Anchor>
              </Text>
            )}
          </Stack>
          <TextInput
            label={t("fields.phone")}
            type="tel"
            withAsterisk
            autoComplete="tel"
            description={t("fields.phoneHint")}
            {...form.getInputProps("contact.phone")}
          />
          <TextInput label={t("fields.homePhone")} type="tel" {...form.getInputProps("contact.home_phone")} />
          <TextInput label={t("fields.lineId")} {...form.getInputProps("contact.line_id")} />
        </SimpleGrid>
        <TextInput mt="sm" label={t("fields.address")} {...form.getInputProps("contact.address")} />
      </Fieldset>

      {linkedChildren.length > 0 && values.role !== "student" && (
        <Stack gap="xs">
          <Text fw={600}>{t("students.yourChildren")}</Text>
          <Group gap="xs">
            {linkedChildren.map((child) => (
              <Button
                key={child.id}
                variant="light"
                size="sm"
                leftSection={<IconUserPlus size={16} aria-hidden="true" />}
                disabled={chosenIds.has(child.id)}
                onClick={() => addChild(child)}
              >
                {t("students.addChild", {
                  name: formatName(child),
                })}
              </Button>
            ))}
          </Group>
        </Stack>
      )}

      {values.students.map((student, index) => (
        <Fieldset key={student.key} legend={t("students.legend", { n: index + 1 })}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NameFields
              given={
                <TextInput
                  label={t("fields.firstName")}
                  withAsterisk
                  {...form.getInputProps(`students.${index}.first_name`)}
                />
              }
              family={
                <TextInput
                  label={t("fields.lastName")}
                  {...form.getInputProps(`students.${index}.last_name`)}
                />
              }
            />
            <TextInput
              label={t("fields.email")}
              type="email"
              withAsterisk
              {...form.getInputProps(`students.${index}.email`)}
              error={form.errors[`students.${index}.email`] ?? form.errors[`students.${index}.user_id`]}
            />
            <TextInput
              label={t("fields.phone")}
              type="tel"
              {...form.getInputProps(`students.${index}.phone`)}
            />
            <TextInput label={t("fields.school")} {...form.getInputProps(`students.${index}.school`)} />
            <Select
              label={t("fields.grade")}
              data={gradeOptions}
              clearable
              {...form.getInputProps(`students.${index}.grade`)}
              onChange={(value) => form.setFieldValue(`students.${index}.grade`, value ?? "")}
            />
          </SimpleGrid>
          {values.students.length > 1 && (
            <Group justify="flex-end" mt="sm">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                onClick={() => form.removeListItem("students", index)}
              >
                {t("students.remove", { n: index + 1 })}
              </Button>
            </Group>
          )}
        </Fieldset>
      ))}
      {typeof form.errors.students === "string" && (
        <Text c="red.8" size="sm" role="alert">
          {form.errors.students}
        </Text>
      )}
      {canAdd && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => form.insertListItem("students", emptyStudent())}
          >
            {t("students.add")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
