import { Select, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { NameFields } from "../../../components/name-fields/name-fields";
import { gradeOptions } from "../lib/grade-options";
import { PhoneInput } from "./phone-input";

/** A form holding a person's fields by their API names (`first_name`, `last_name`, `phone`, `school`…). */
type PersonForm = { getInputProps: (path: string) => GetInputPropsReturnType };

/** The given and family name inputs, in the interface language's order. */
export function NameInputs({ form, required = false }: { form: PersonForm; required?: boolean }) {
  const { t } = useTranslation("auth");
  const input = (path: "first_name" | "last_name", label: string, autoComplete: string) => (
    <TextInput label={label} required={required} autoComplete={autoComplete} {...form.getInputProps(path)} />
  );
  return (
    <NameFields
      given={input("first_name", t("fields.firstName"), "given-name")}
      family={input("last_name", t("fields.lastName"), "family-name")}
    />
  );
}

/** The phone number (required), with its dial code. */
export function PhoneField({ form }: { form: PersonForm }) {
  const { t } = useTranslation("auth");
  const phone = form.getInputProps("phone");
  return (
    <PhoneInput
      label={t("fields.phone")}
      required
      value={phone.value}
      onChange={phone.onChange}
      error={phone.error}
    />
  );
}

/** A student's school (required) and grade (optional). */
export function SchoolInputs({ form }: { form: PersonForm }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <TextInput label={t("fields.school")} required {...form.getInputProps("school")} />
      <Select
        label={t("fields.gradeLevel")}
        data={gradeOptions(t)}
        clearable
        {...form.getInputProps("grade_level")}
      />
    </>
  );
}
