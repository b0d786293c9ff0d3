import { Button, Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import type { DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { useViewerRoles } from "../../auth";
import { localized, RowLink, TestHome, type TestHomeForm } from "../../tests";
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
  const cards = list.map((form): TestHomeForm => {
    const open = form.sittings.find((sitting) => sitting.state === "in_progress");
    const to = open ? toeflPaths.test(open.exam_id) : toeflPaths.setTest(form.form_id);
    const details = (
      <>
        {form.description && <Text size="sm">{localized(form.description, locale)}</Text>}
        <FormSummary form={form} />
      </>
    );
    return {
      id: form.form_id,
      title: localized(form.title, locale),
      to,
      resumes: open !== undefined,
      details,
    };
  });
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
          <RowLink to={toeflPaths.test(row.exam_id)} label={t("home.continue")} what={row.title} />
        ) : (
          <RowLink to={toeflPaths.transcript(row.exam_id)} label={t("home.transcript")} what={row.title} />
        ),
    },
  ];
  return (
    <TestHome
      ns="toefl"
      actions={
        (isStaff || isTeacher || isParent) && (
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
        )
      }
      forms={cards}
      attempts={{ items: sittings, columns, rowKey: (row) => row.exam_id }}
    />
  );
}
