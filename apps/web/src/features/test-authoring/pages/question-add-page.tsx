import { Button, Container, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { authoringFormQuery, authoringFormsQuery } from "../api/authoring-api";
import { authoringPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["test-authoring"] };

/** /questions/add: a new question starts in a form's module; pick them, then write it. */
export default function QuestionAddPage() {
  const { t } = useTranslation("test-authoring");
  const locale = useLocale();
  const navigate = useNavigate();
  const forms = useQuery(authoringFormsQuery());
  const [formId, setFormId] = useState<string | null>(null);
  const [moduleKey, setModuleKey] = useState<string | null>(null);
  const form = useQuery({ ...authoringFormQuery(Number(formId ?? 0)), enabled: formId !== null });
  if (forms.isError) return <LoadErrorPage error={forms.error} onRetry={() => void forms.refetch()} />;
  const document = form.data?.data.document;
  const modules =
    document?.sections.flatMap((section) =>
      section.modules.map((module) => ({
        value: module.key,
        label: `${localized(section.title, locale)} · ${localized(module.title, locale) ?? module.key}`,
      })),
    ) ?? [];
  return (
    <Container size="sm" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("add.metaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("add.title")}</Title>
          <Text c="gray.7">{t("add.subtitle")}</Text>
        </div>
        <Paper withBorder p="md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (document && formId && moduleKey)
                navigate(authoringPaths.newQuestion(document.test_type, Number(formId), moduleKey));
            }}
          >
            <Stack gap="xs">
              <Select
                label={t("add.form")}
                data={(forms.data?.data ?? []).map((entry) => ({
                  value: String(entry.id),
                  label: `${entry.test_type} · ${localized(entry.title, locale)}`,
                }))}
                value={formId}
                onChange={(value) => {
                  setFormId(value);
                  setModuleKey(null);
                }}
                disabled={forms.isPending}
                searchable
              />
              <Select
                label={t("add.module")}
                data={modules}
                value={moduleKey}
                onChange={setModuleKey}
                disabled={!document}
              />
              <Group>
                <Button type="submit" disabled={!document || !moduleKey}>
                  {t("add.next")}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
