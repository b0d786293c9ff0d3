import type { ATTEMPT_STATES } from "@edu/shared/test-engine";
import { Button } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import type { DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { attemptsQuery, formsQuery, localized, RowLink, TestHome, type TestHomeForm } from "../../tests";
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
  const forms = useQuery(formsQuery({ test_type: "ACT" }));
  const attempts = useQuery(attemptsQuery());
  if (forms.isPending || attempts.isPending) return <PageLoader />;
  if (forms.isError) return <LoadErrorPage error={forms.error} onRetry={() => void forms.refetch()} />;
  if (attempts.isError)
    return <LoadErrorPage error={attempts.error} onRetry={() => void attempts.refetch()} />;
  const published = forms.data.data.filter((form) => form.status === "published");
  const mine = attempts.data.data.filter((attempt) => attempt.test_type === "ACT");
  const rows: Row[] = mine.map((attempt) => ({ ...attempt, title: localized(attempt.title, locale) }));
  const cards = published.map((form): TestHomeForm => {
    const open = mine.find((attempt) => attempt.form_id === form.id && attempt.state === "in_progress");
    const to = open ? actPaths.resume(open.id) : actPaths.start(form.id);
    return { id: form.id, title: localized(form.title, locale), to, resumes: open !== undefined };
  });
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
          <RowLink to={actPaths.resume(row.id)} label={t("home.continue")} what={row.title} />
        ) : (
          <AttemptLinks attemptId={row.id} what={`${row.title}, ${formatDate(row.submitted_at)}`} />
        ),
    },
  ];
  return (
    <TestHome
      ns="act"
      actions={
        <Button
          component={Link}
          to={actPaths.history()}
          variant="default"
          style={{ alignSelf: "flex-start" }}
        >
          {t("home.toHistory")}
        </Button>
      }
      forms={cards}
      attempts={{ items: rows, columns, rowKey: (row) => row.id }}
    />
  );
}
