import type { Locale } from "@edu/shared/i18n";
import { createSchoolAliasSchema, type SchoolAlias } from "@edu/shared/schools";
import { Button, Checkbox, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { useMutation, useQuery } from "@tanstack/react-query";
import { isApiError } from "../../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../../lib/form-errors";
import { ALIAS_LANGS } from "./alias-langs";
import { aliasExistsQuery, createSchoolAlias } from "./staff-api";
import { useStaffTranslation } from "./staff-texts";
import { WriteError } from "./write-error";

type Values = { lang: Locale; name: string; is_default: boolean };

/** As typed: whether the name is already a school's name, and whose (GET school-aliases/exist). */
function ExistsHint({ name, schoolId }: { name: string; schoolId: number }) {
  const { t } = useStaffTranslation();
  const [keyword] = useDebouncedValue(name.trim(), 300);
  const exists = useQuery({ ...aliasExistsQuery(keyword), enabled: keyword.length > 0 });
  const answer = keyword && keyword === name.trim() ? exists.data : undefined;
  let hint = "";
  if (answer?.exists && answer.school)
    hint =
      answer.school.id === schoolId
        ? t("aliases.existsHere")
        : t("aliases.existsElsewhere", { school: answer.school.name });
  else if (answer && !answer.exists) hint = t("aliases.free");
  return (
    <Text
      size="sm"
      c={answer?.exists ? "orange.9" : "gray.7"}
      aria-live="polite"
      data-testid="alias-exists-hint"
    >
      {hint}
    </Text>
  );
}

/** POST school-aliases: a name in a language, the language's default or not. */
export function AliasAddForm({
  schoolId,
  onAdded,
}: {
  schoolId: number;
  onAdded: (alias: SchoolAlias) => void;
}) {
  const { t } = useStaffTranslation();
  const toPayload = (values: Values) => ({
    school_id: schoolId,
    lang: values.lang,
    name: values.name.trim(),
    is_default: values.is_default,
  });
  const form = useForm<Values>({
    initialValues: { lang: "zh-TW", name: "", is_default: false },
    validate: zodFormValidator(createSchoolAliasSchema, toPayload),
  });
  const add = useMutation({
    mutationFn: (values: Values) => createSchoolAlias(toPayload(values)),
    onSuccess: (alias) => {
      form.reset();
      onAdded(alias);
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => add.mutate(values))} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("aliases.addTitle")}
        </Title>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <Select
            label={t("aliases.lang")}
            data={ALIAS_LANGS.map((lang) => ({ value: lang, label: t(`langs.${lang}`) }))}
            allowDeselect={false}
            w={{ base: "100%", xs: 200 }}
            {...form.getInputProps("lang")}
          />
          <TextInput
            label={t("aliases.name")}
            required
            style={{ flex: 1, minWidth: 200 }}
            {...form.getInputProps("name")}
          />
        </Group>
        <ExistsHint name={form.values.name} schoolId={schoolId} />
        <Checkbox
          label={t("aliases.makeDefault")}
          {...form.getInputProps("is_default", { type: "checkbox" })}
        />
        <WriteError error={add.error} />
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t("aliases.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
