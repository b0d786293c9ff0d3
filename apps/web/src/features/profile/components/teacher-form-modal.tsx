import {
  adminUpdateTeacherProfileSchema,
  BILLING_COUNTRIES,
  BILLING_FIELDS_BY_COUNTRY,
  type BillingCountry,
  billingCountryOf,
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY,
  type Profile,
  TEACHER_BILLING_FIELDS,
  TEACHER_BIO_TEXT_FIELDS,
  type TeacherBillingField,
  type TeacherBioTextField,
  updateTeacherProfileSchema,
} from "@edu/shared";
import {
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { zodFormValidator } from "../../../lib/form-errors";
import { minorToInput, readMoneyField } from "../../../lib/format-money";
import {
  BaseTranslationsEditor,
  type TranslationField,
  toChineseTexts,
  toTranslationsPatch,
} from "../../content-admin";
import type { ProfileTarget } from "../api/profile-api";
import { billingLabelKey } from "../lib/billing-labels";
import { orNull, orUndefined, useProfileSave } from "./use-profile-save";

type Values = {
  college: string;
  major: string;
  graduation_year: number | string;
  bio: string;
  tutoring_bio: string;
  counseling_bio: string;
  /** The bios in Chinese (English is in the base fields above). */
  translations: Record<"zh-TW" | "zh-CN", Record<TeacherBioTextField, string>>;
  subjects: string[];
  hours_per_week: number | string;
  meeting_link: string;
  billing: Record<TeacherBillingField, string>;
  billing_country: BillingCountry;
  /** Typed in major units of the salary currency (USD with cents, TWD and CNY whole units). */
  hourly_salary: string;
  hourly_salary_currency: Currency | null;
  admin_note: string;
  show_bio: boolean;
};

const toInt = (value: number | string): number | null =>
  value === "" || value === null || Number.isNaN(Number(value)) ? null : Math.round(Number(value));

type Props = { profile: Profile; target: ProfileTarget; opened: boolean; onClose: () => void };

export function TeacherFormModal({ profile, target, opened, onClose }: Props) {
  const { t } = useTranslation("profile");
  const admin = target.kind === "admin";
  const teacher = profile.teacher;
  const toPayload = (values: Values) => {
    const billing = {
      country: values.billing_country,
      ...Object.fromEntries(
        TEACHER_BILLING_FIELDS.map((field) => [field, orUndefined(values.billing[field])]),
      ),
    };
    return {
      college: values.college.trim(),
      major: values.major.trim(),
      graduation_year: toInt(values.graduation_year),
      bio: orNull(values.bio),
      tutoring_bio: orNull(values.tutoring_bio),
      counseling_bio: orNull(values.counseling_bio),
      translations: toTranslationsPatch(values.translations, TEACHER_BIO_TEXT_FIELDS),
      subjects: values.subjects,
      hours_per_week: toInt(values.hours_per_week),
      meeting_link: orNull(values.meeting_link),
      billing,
      ...(admin
        ? {
            // As typed, in minor units: the shared schema says why 0, -100 or 500.5 TWD is refused.
            hourly_salary: readMoneyField(
              values.hourly_salary,
              values.hourly_salary_currency ?? DEFAULT_CURRENCY,
            ),
            hourly_salary_currency: values.hourly_salary_currency,
            admin_note: orNull(values.admin_note),
            show_bio: values.show_bio,
          }
        : {}),
    };
  };
  const form = useForm<Values>({
    initialValues: {
      college: teacher?.college ?? "",
      major: teacher?.major ?? "",
      graduation_year: teacher?.graduation_year ?? "",
      bio: teacher?.bio ?? "",
      tutoring_bio: teacher?.tutoring_bio ?? "",
      counseling_bio: teacher?.counseling_bio ?? "",
      translations: toChineseTexts(teacher?.translations, TEACHER_BIO_TEXT_FIELDS),
      subjects: teacher?.subjects ?? [],
      hours_per_week: teacher?.hours_per_week ?? "",
      meeting_link: teacher?.meeting_link ?? "",
      billing: Object.fromEntries(
        TEACHER_BILLING_FIELDS.map((field) => [field, teacher?.billing?.[field] ?? ""]),
      ) as Record<TeacherBillingField, string>,
      billing_country: billingCountryOf(teacher?.billing),
      hourly_salary: minorToInput(
        teacher?.hourly_salary ?? null,
        teacher?.hourly_salary_currency ?? DEFAULT_CURRENCY,
      ),
      hourly_salary_currency: teacher?.hourly_salary_currency ?? null,
      admin_note: teacher?.admin_note ?? "",
      show_bio: teacher?.show_bio ?? false,
    },
    // The shared schema, as the server runs it: the salary's reason in the money module's words.
    validate: zodFormValidator(
      admin ? adminUpdateTeacherProfileSchema : updateTeacherProfileSchema,
      toPayload,
    ),
  });
  useUnsavedChangesGuard(opened && form.isDirty());
  const save = useProfileSave("teacher", target, form, onClose);
  const bioFields: TranslationField<TeacherBioTextField>[] = [
    { name: "bio", label: t("fields.bio"), multiline: true },
    { name: "tutoring_bio", label: t("fields.tutoringBio"), multiline: true },
    { name: "counseling_bio", label: t("fields.counselingBio"), multiline: true },
  ];

  return (
    <Modal opened={opened} onClose={onClose} title={t("teacher.edit")} size="xl">
      <form onSubmit={form.onSubmit((values) => save.mutate(toPayload(values)))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("fields.college")} required {...form.getInputProps("college")} />
            <TextInput label={t("fields.major")} required {...form.getInputProps("major")} />
            <NumberInput
              label={t("fields.graduationYear")}
              min={1950}
              max={2100}
              allowDecimal={false}
              {...form.getInputProps("graduation_year")}
            />
            <NumberInput
              label={t("fields.hoursPerWeek")}
              min={0}
              max={168}
              allowDecimal={false}
              {...form.getInputProps("hours_per_week")}
            />
            <TextInput label={t("fields.meetingLink")} type="url" {...form.getInputProps("meeting_link")} />
            <TagsInput label={t("fields.subjects")} {...form.getInputProps("subjects")} />
          </SimpleGrid>
          <BaseTranslationsEditor
            fields={bioFields}
            base={{
              bio: form.values.bio,
              tutoring_bio: form.values.tutoring_bio,
              counseling_bio: form.values.counseling_bio,
            }}
            translations={form.values.translations}
            onBaseChange={(field, text) => form.setFieldValue(field, text)}
            onTranslationChange={(locale, field, text) =>
              form.setFieldValue(`translations.${locale}.${field}`, text)
            }
            errors={form.errors}
          />
          <Divider label={t("teacher.billing")} labelPosition="left" />
          <Select
            label={t("fields.billingCountry")}
            description={t("teacher.billingCountryHint")}
            allowDeselect={false}
            data={BILLING_COUNTRIES.map((country) => ({
              value: country,
              label: t(`billingCountries.${country}`),
            }))}
            {...form.getInputProps("billing_country")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {BILLING_FIELDS_BY_COUNTRY[form.values.billing_country].map((field) => (
              <TextInput
                key={field}
                label={t(billingLabelKey(field, form.values.billing_country))}
                type={field === "date_of_birth" ? "date" : "text"}
                inputMode={field === "bank_code" || field === "bank_account" ? "numeric" : undefined}
                {...form.getInputProps(`billing.${field}`)}
              />
            ))}
          </SimpleGrid>
          {admin && (
            <>
              <Divider label={t("teacher.adminOnly")} labelPosition="left" />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t("fields.hourlySalary")}
                  inputMode="decimal"
                  {...form.getInputProps("hourly_salary")}
                />
                <Select
                  label={t("fields.salaryCurrency")}
                  clearable
                  data={[...CURRENCIES]}
                  {...form.getInputProps("hourly_salary_currency")}
                />
              </SimpleGrid>
              <Textarea
                label={t("fields.adminNote")}
                autosize
                minRows={2}
                {...form.getInputProps("admin_note")}
              />
              <Switch label={t("fields.showBio")} {...form.getInputProps("show_bio", { type: "checkbox" })} />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
