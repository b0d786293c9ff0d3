import type { ATTEMPT_STATES } from "@edu/shared/test-engine";
import { Anchor, Button, Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { actFormsQuery, myAttemptsQuery } from "../api/act-api";
import { AttemptLinks } from "../components/attempt-links";
import { AttemptStateBadge } from "../components/attempt-state-badge";
import { actPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["act", "data-list"] };

type Row = {
  id: number;
  title: string;
  state: (typeof ATTEMPT_STATES)[number];
  started_at: string;
  submitted_at: string | null;
};

/** /act: the ACT forms the reader may take (start or continue), their own ACT attempts, and the history. */
export default function ActHomePage() {
  const { t } = useTranslation("act");
  const locale = useLocale();
  const forms = useQuery(actFormsQuery());
  const attempts = useQuery(myAttemptsQuery());
  if (forms.isPending || attempts.isPending) return <PageLoader />;
  if (forms.isError) return <LoadErrorPage error={forms.error} onRetry={() => void forms.refetch()} />;
  if (attempts.isError)
    return <LoadErrorPage error={attempts.error} onRetry={() => void attempts.refetch()} />;
  const published = forms.data.data.filter((form) => form.status === "published");
  const mine = attempts.data.data.filter((attempt) => attempt.test_type === "ACT");
  const rows: Row[] = mine.map((attempt) => ({ ...attempt, title: localized(attempt.title, locale) }));
  const columns: DataListColumn<Row>[] = [
    { key: "title", header: t("home.test"), cell: (row) => row.title, primary: true },
    { key: "state", header: t("home.state"), cell: (row) => <AttemptStateBadge state={row.state} /> },
    { key: "started", header: t("home.started"), cell: (row) => formatDate(row.started_at) },
    { key: "submitted", header: t("home.submitted"), cell: (row) => formatDate(row.submitted_at) },
    {
      key: "open",
      header: t("home.open"),
      actions: true,
      cell: (row) =>
        row.state === "in_progress" ? (
          <Anchor
            component={Link}
            to={actPaths.resume(row.id)}
            aria-label={`${t("home.continue")}: ${row.title}`}
          >
            {t("home.continue")}
          </Anchor>
        ) : (
          <AttemptLinks attemptId={row.id} what={`${row.title}, ${formatDate(row.submitted_at)}`} />
        ),
    },
  ];
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("home.metaTitle")} />
      <Stack gap="lg">
        <div>
          <Title order={1}>{t("home.title")}</Title>
          <Text c="gray.7">{t("home.subtitle")}</Text>
        </div>
        <Button
          component={Link}
          to={actPaths.history()}
          variant="default"
          style={{ alignSelf: "flex-start" }}
        >
          {t("home.toHistory")}
        </Button>
        <section aria-labelledby="act-forms">
          <Title order={2} size="h3" id="act-forms" mb="sm">
            {t("home.forms")}
          </Title>
          {published.length === 0 ? (
            <Text>{t("home.noForms")}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {published.map((form) => {
                const title = localized(form.title, locale);
                const open = mine.find(
                  (attempt) => attempt.form_id === form.id && attempt.state === "in_progress",
                );
                return (
                  <Card key={form.id} withBorder padding="md" component="article" aria-label={title}>
                    <Stack gap="xs">
                      <Title order={3} size="h4">
                        {title}
                      </Title>
                      <Button
                        component={Link}
                        to={open ? actPaths.resume(open.id) : actPaths.start(form.id)}
                        aria-label={`${open ? t("home.continue") : t("home.take")}: ${title}`}
                        style={{ alignSelf: "flex-start" }}
                      >
                        {open ? t("home.continue") : t("home.take")}
                      </Button>
                    </Stack>
                  </Card>
                );
              })}
            </SimpleGrid>
          )}
        </section>
        <section aria-labelledby="act-attempts">
          <Title order={2} size="h3" id="act-attempts" mb="sm">
            {t("home.attempts")}
          </Title>
          <DataList
            items={rows}
            columns={columns}
            rowKey={(row) => row.id}
            label={t("home.attempts")}
            empty={<Text>{t("home.noAttempts")}</Text>}
          />
        </section>
      </Stack>
    </Container>
  );
}
