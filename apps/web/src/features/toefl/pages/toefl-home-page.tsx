import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
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
import { useViewerRoles } from "../../auth";
import { localized } from "../../tests";
import { toeflFormsQuery } from "../api/toefl-api";
import { FormSummary, type ToeflForm } from "../components/form-summary";
import { SittingState } from "../components/sitting-state";
import { bandText, toeflPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["toefl", "data-list"] };

type Sitting = ToeflForm["sittings"][number] & { title: string };

/** /toefl: the TOEFL mocks the reader may take, their own sittings, and (teachers, staff) grading. */
export default function ToeflHomePage() {
  const { t } = useTranslation("toefl");
  const locale = useLocale();
  const { isStaff, isTeacher, isParent } = useViewerRoles();
  const forms = useQuery(toeflFormsQuery());
  if (forms.isPending) return <PageLoader />;
  if (forms.isError) return <LoadErrorPage error={forms.error} onRetry={() => void forms.refetch()} />;
  const list = forms.data.data;
  const sittings: Sitting[] = list.flatMap((form) =>
    form.sittings.map((sitting) => ({ ...sitting, title: localized(form.title, locale) })),
  );
  const columns: DataListColumn<Sitting>[] = [
    { key: "title", header: t("home.test"), cell: (row) => row.title, primary: true },
    { key: "state", header: t("home.state"), cell: (row) => <SittingState state={row.state} /> },
    { key: "started", header: t("home.started"), cell: (row) => formatDate(row.started_at) },
    { key: "total", header: t("home.total"), cell: (row) => (row.total === null ? "—" : row.total) },
    { key: "band", header: t("home.band"), cell: (row) => bandText(row.band) },
    {
      key: "open",
      header: t("home.open"),
      actions: true,
      cell: (row) =>
        row.state === "in_progress" ? (
          <Anchor
            component={Link}
            to={toeflPaths.test(row.exam_id)}
            aria-label={`${t("home.continue")}: ${row.title}`}
          >
            {t("home.continue")}
          </Anchor>
        ) : (
          <Anchor
            component={Link}
            to={toeflPaths.transcript(row.exam_id)}
            aria-label={`${t("home.transcript")}: ${row.title}`}
          >
            {t("home.transcript")}
          </Anchor>
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
        {(isStaff || isTeacher || isParent) && (
          <Group gap="sm" wrap="wrap">
            {(isStaff || isTeacher) && (
              <Button component={Link} to={toeflPaths.resolve()}>
                {t("home.toResolve")}
              </Button>
            )}
            <Button component={Link} to={toeflPaths.results()} variant="default">
              {t("home.toResults")}
            </Button>
          </Group>
        )}
        <section aria-labelledby="toefl-forms">
          <Title order={2} size="h3" id="toefl-forms" mb="sm">
            {t("home.forms")}
          </Title>
          {list.length === 0 ? (
            <Text>{t("home.noForms")}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {list.map((form) => {
                const open = form.sittings.find((sitting) => sitting.state === "in_progress");
                return (
                  <Card key={form.form_id} withBorder padding="md">
                    <Stack gap="xs">
                      <Title order={3} size="h4">
                        {localized(form.title, locale)}
                      </Title>
                      {form.description && <Text size="sm">{localized(form.description, locale)}</Text>}
                      <FormSummary form={form} />
                      {open ? (
                        <Button
                          component={Link}
                          to={toeflPaths.test(open.exam_id)}
                          style={{ alignSelf: "flex-start" }}
                        >
                          {t("home.continue")}
                        </Button>
                      ) : (
                        <Button
                          component={Link}
                          to={toeflPaths.setTest(form.form_id)}
                          style={{ alignSelf: "flex-start" }}
                        >
                          {t("home.take")}
                        </Button>
                      )}
                    </Stack>
                  </Card>
                );
              })}
            </SimpleGrid>
          )}
        </section>
        <section aria-labelledby="toefl-sittings">
          <Title order={2} size="h3" id="toefl-sittings" mb="sm">
            {t("home.sittings")}
          </Title>
          <DataList
            items={sittings}
            columns={columns}
            rowKey={(row) => row.exam_id}
            label={t("home.sittings")}
            empty={<Text>{t("home.noSittings")}</Text>}
          />
        </section>
      </Stack>
    </Container>
  );
}
