import { TEST_TYPES, type TestFormSummary, type TestType } from "@edu/shared/test-engine";
import { Button, Group, Paper, Select, Stack, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { authoringEndpoints, useFormEdit } from "../api/authoring-api";
import { authoringPaths } from "../lib/paths";
import { EditError } from "./edit-error";

/**
 * A new draft form: its key (letters, digits, _ and -), type and English title, from scratch or as a copy
 * of an existing form; opens the new form's editor.
 */
export function CreateFormPanel({ forms }: { forms: readonly TestFormSummary[] }) {
  const { t } = useTranslation("test-authoring");
  const locale = useLocale();
  const navigate = useNavigate();
  const edit = useFormEdit();
  const [key, setKey] = useState("");
  const [type, setType] = useState<TestType>("SAT");
  const [title, setTitle] = useState("");
  const [copyOf, setCopyOf] = useState<string | null>(null);
  const submit = () =>
    edit.mutate(
      {
        endpoint: authoringEndpoints.createTestForm,
        input: {
          body: {
            key: key.trim(),
            test_type: type,
            title: { en: title.trim() },
            ...(copyOf ? { copy_of: Number(copyOf) } : {}),
          },
        },
      },
      { onSuccess: (answer) => navigate(authoringPaths.form(answer.data.test_type, answer.data.id)) },
    );
  return (
    <Paper withBorder p="md" style={{ flex: "1 1 20rem" }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("create.heading")}
          </Title>
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              label={t("create.key")}
              description={t("create.keyHint")}
              value={key}
              onChange={(event) => setKey(event.currentTarget.value)}
              required
            />
            <Select
              label={t("create.type")}
              data={TEST_TYPES.map((value) => ({ value, label: value }))}
              value={type}
              onChange={(value) => value && setType(value as TestType)}
              allowDeselect={false}
            />
          </Group>
          <TextInput
            label={t("create.title")}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            required
          />
          <Select
            label={t("create.copyOf")}
            placeholder={t("create.fromScratch")}
            data={forms.map((form) => ({ value: String(form.id), label: localized(form.title, locale) }))}
            value={copyOf}
            onChange={setCopyOf}
            clearable
          />
          <EditError error={edit.error} />
          <Group>
            <Button type="submit" loading={edit.isPending}>
              {copyOf ? t("create.copy") : t("create.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
