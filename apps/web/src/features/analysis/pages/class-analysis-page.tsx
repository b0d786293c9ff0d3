import type { ClassFormRow } from "@edu/shared/analysis";
import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import type { DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { classesQuery, classQuery } from "../api/analysis-api";
import { RateBars } from "../components/analysis-charts-lazy";
import { ClassPicker } from "../components/class-picker";
import { TableSection } from "../components/table-section";
import { analysisPaths, idParam, percent, rateBarsOf } from "../lib/format";

export const handle: RouteHandle = { i18n: ["analysis", "data-list"] };

/** /session-classes/analysis?class=: pick a class, see the tests and practices its students took. */
export default function ClassAnalysisPage() {
  const { t } = useTranslation("analysis");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const classId = idParam(params.get("class"));
  // The classes the reader may analyse: a refusal (students and parents) is the no-permission page.
  const classes = useQuery(classesQuery(""));
  if (classes.isError) return <LoadErrorPage error={classes.error} onRetry={() => void classes.refetch()} />;
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("class.metaTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("class.title")}</Title>
        <ClassPicker value={classId} onChange={(id) => navigate(analysisPaths.classes(id))} />
        {classId === undefined ? (
          <Text c="dimmed">{t("pickClassFirst")}</Text>
        ) : (
          <ClassForms classId={classId} />
        )}
      </Stack>
    </Container>
  );
}

type FormRow = ClassFormRow;

function ClassForms({ classId }: { classId: number }) {
  const { t } = useTranslation("analysis");
  const locale = useLocale();
  const query = useQuery(classQuery(classId));
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadErrorPage error={query.error} onRetry={() => void query.refetch()} />;
  const { class: cls, forms } = query.data.data;
  const columns: DataListColumn<FormRow>[] = [
    {
      key: "form",
      header: t("class.form"),
      primary: true,
      cell: (row) => (
        <Anchor component={Link} to={analysisPaths.detail(classId, row.form_id)}>
          {localized(row.title, locale)}
        </Anchor>
      ),
      csv: (row) => localized(row.title, locale),
    },
    { key: "type", header: t("class.type"), cell: (row) => row.test_type, csv: (row) => row.test_type },
    {
      key: "students",
      header: t("class.students"),
      cell: (row) => `${row.students} / ${cls.students}`,
      csv: (row) => row.students,
    },
    { key: "attempts", header: t("class.attempts"), cell: (row) => row.attempts, csv: (row) => row.attempts },
    {
      key: "accuracy",
      header: t("accuracy"),
      cell: (row) => percent(row.accuracy),
      csv: (row) => row.accuracy,
    },
    {
      key: "last",
      header: t("class.last"),
      cell: (row) => formatDate(row.last_submitted_at),
      csv: (row) => formatDate(row.last_submitted_at),
    },
  ];
  return (
    <TableSection
      title={t("class.forms", { name: cls.name })}
      rows={forms}
      columns={columns}
      rowKey={(row) => row.form_id}
      filename={`class-${cls.id}-forms`}
      empty={t("class.none")}
      testId="class-forms"
      chart={
        <RateBars
          data={rateBarsOf(forms.map((row) => ({ ...row, name: localized(row.title, locale) })))}
          label={t("accuracy")}
          summary={t("class.formsSummary", { count: forms.length })}
        />
      }
    />
  );
}
