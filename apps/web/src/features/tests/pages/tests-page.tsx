import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { hasRole } from "../../../lib/roles";
import { useViewerRoles } from "../../auth";
import { attemptsQuery, formsQuery } from "../api/tests-api";
import { FormCard } from "../components/form-card";
import { FormImport } from "../components/form-import";

export const handle: RouteHandle = { i18n: ["tests"] };

/**
 * /tests: the forms the reader may take (the server answers published public forms, and every form to test
 * editors), each with start or continue and its past results; test editors also import and export forms.
 */
export default function TestsPage() {
  const { t } = useTranslation("tests");
  const { user } = useViewerRoles();
  const author = hasRole(user, "test-editor");
  const forms = useQuery(formsQuery());
  const attempts = useQuery(attemptsQuery());
  if (forms.isPending || attempts.isPending) return <PageLoader />;
  if (forms.isError) return <LoadErrorPage error={forms.error} onRetry={() => void forms.refetch()} />;
  if (attempts.isError)
    return <LoadErrorPage error={attempts.error} onRetry={() => void attempts.refetch()} />;
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("list.metaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("list.title")}</Title>
          <Text c="gray.7">{t("list.subtitle")}</Text>
        </div>
        {author && (
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="xs">
              {t("import.heading")}
            </Title>
            <FormImport />
          </Paper>
        )}
        {forms.data.data.length === 0 && <Text>{t("list.empty")}</Text>}
        <Stack gap="sm">
          {forms.data.data.map((form) => (
            <FormCard
              key={form.id}
              form={form}
              author={author}
              attempts={attempts.data.data.filter((attempt) => attempt.form_id === form.id)}
            />
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
