import { SCHOOL_CONTROLS, SCHOOL_TEXT_FIELDS } from "@edu/shared/schools";
import { Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { BaseTranslationsEditor } from "../../../content-admin";
import type { SchoolFieldValues } from "./school-fields";
import { useStaffTranslation } from "./staff-texts";

/** The inputs of a school's own fields (create and edit): names, place, kind, addresses, overview. */
export function SchoolFieldsInputs({ form }: { form: UseFormReturnType<SchoolFieldValues> }) {
  const { t } = useStaffTranslation();
  const input = (field: keyof SchoolFieldValues) => form.getInputProps(field);
  return (
    <Stack gap="sm">
      <TextInput label={t("fields.name_en")} required lang="en" {...input("name_en")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t("fields.name_zh_tw")} lang="zh-TW" {...input("name_zh_tw")} />
        <TextInput label={t("fields.name_zh_cn")} lang="zh-CN" {...input("name_zh_cn")} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t("fields.city")} {...input("city")} />
        <TextInput
          label={t("fields.state")}
          description={t("fields.stateHint")}
          maxLength={2}
          autoCapitalize="characters"
          {...input("state")}
        />
        <TextInput label={t("fields.zip")} {...input("zip")} />
      </SimpleGrid>
      <Select
        label={t("fields.control")}
        data={SCHOOL_CONTROLS.map((control) => ({ value: control, label: t(`controls.${control}`) }))}
        clearable={false}
        {...input("control")}
        value={form.values.control || null}
        onChange={(value) => form.setFieldValue("control", (value ?? "") as SchoolFieldValues["control"])}
      />
      <TextInput label={t("fields.url")} placeholder="https://" inputMode="url" {...input("url")} />
      <TextInput
        label={t("fields.net_price_url")}
        placeholder="https://"
        inputMode="url"
        {...input("net_price_url")}
      />
      <Title order={2} size="h4">
        {t("fields.overview")}
      </Title>
      <BaseTranslationsEditor
        fields={SCHOOL_TEXT_FIELDS.map((name) => ({ name, label: t("fields.overview"), multiline: true }))}
        base={{ overview: form.values.overview }}
        translations={form.values.translations}
        onBaseChange={(_field, text) => form.setFieldValue("overview", text)}
        onTranslationChange={(locale, field, text) =>
          form.setFieldValue(`translations.${locale}.${field}`, text)
        }
        errors={form.errors}
      />
    </Stack>
  );
}
