import { GRADING_QUEUE_STATES, type GradingQueueQuery } from "@edu/shared/test-assignments";
import { Anchor, Badge, Container, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { useViewerRoles } from "../../auth";
import { queueQuery } from "../api/grading-api";
import { GradingLinks } from "../components/grading-links";
import { PermissionRequests } from "../components/permission-requests";
import { TeachingGate } from "../components/teaching-gate";
import { localized } from "../lib/localized";
import { gradingPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["test-grading", "data-list"] };

type Variant = "all" | "act" | "sat" | "private";
const VARIANTS: Record<Variant, { title: string; meta: string; query: Partial<GradingQueueQuery> }> = {
  all: { title: "grading.title", meta: "grading.metaTitle", query: {} },
  act: { title: "grading.titleAct", meta: "grading.metaTitleAct", query: { test_type: "ACT" } },
  sat: { title: "grading.titleSat", meta: "grading.metaTitleSat", query: { test_type: "SAT" } },
  private: { title: "grading.titlePrivate", meta: "grading.metaTitlePrivate", query: { scope: "private" } },
};
const variantOf = (pathname: string): Variant => {
  const last = pathname.replace(/\/$/, "").split("/").pop();
  return last === "act" || last === "sat" || last === "private" ? last : "all";
};
type State = (typeof GRADING_QUEUE_STATES)[number];

/**
 * /tests/grading and its act, sat and private tabs: attempts waiting for (or given) the caller's grades.
 * Admins also decide teachers' requests to grade here.
 */
export default function GradingPage() {
  return (
    <TeachingGate>
      <Grading />
    </TeachingGate>
  );
}

function Grading() {
  const { t } = useTranslation("test-grading");
  const locale = useLocale();
  const { pathname } = useLocation();
  const { isAdmin } = useViewerRoles();
  const [params, setParams] = useSearchParams();
  const variant = VARIANTS[variantOf(pathname)];
  const state: State = GRADING_QUEUE_STATES.find((s) => s === params.get("state")) ?? "pending";
  const queue = useQuery(queueQuery({ ...variant.query, state }));
  type Row = NonNullable<typeof queue.data>["data"][number] & { name: string };
  const rows: Row[] = (queue.data?.data ?? []).map((row) => ({ ...row, name: localized(row.title, locale) }));
  const columns: DataListColumn<Row>[] = [
    { key: "student", header: t("common.student"), primary: true, cell: (row) => row.student.name },
    { key: "test", header: t("common.test"), cell: (row) => `${row.test_type} · ${row.name}` },
    { key: "submitted", header: t("common.submitted"), cell: (row) => formatDateTime(row.submitted_at) },
    {
      key: "state",
      header: t("common.state"),
      cell: (row) => (
        <>
          {row.graded === 1 ? (
            <Badge color="teal.8">{t("common.states.graded")}</Badge>
          ) : (
            <Badge color="blue.8">{t("grading.pending", { count: row.pending_items })}</Badge>
          )}{" "}
          {row.self_graded === 1 && (
            <Badge variant="outline" color="gray.7">
              {t("common.selfGraded")}
            </Badge>
          )}
        </>
      ),
    },
    {
      key: "grade",
      header: t("grading.grade"),
      actions: true,
      cell: (row) => (
        <Anchor
          component={Link}
          to={gradingPaths.exam(row.attempt_id)}
          aria-label={t("grading.gradeLabel", { name: row.student.name, title: row.name })}
        >
          {row.graded === 1 ? t("grading.view") : t("grading.grade")}
        </Anchor>
      ),
    },
  ];
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t(variant.meta)} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t(variant.title)}</Title>
          <Text c="gray.7">{t("grading.subtitle")}</Text>
        </div>
        <GradingLinks />
        <SegmentedControl
          aria-label={t("grading.show")}
          value={state}
          onChange={(value) => setParams(value === "pending" ? {} : { state: value })}
          data={[
            { value: "pending", label: t("grading.waiting") },
            { value: "graded", label: t("grading.graded") },
            { value: "all", label: t("grading.everything") },
          ]}
          style={{ alignSelf: "flex-start" }}
        />
        {queue.isPending ? (
          <PageLoader />
        ) : queue.isError ? (
          <LoadErrorPage error={queue.error} onRetry={() => void queue.refetch()} />
        ) : (
          <DataList
            items={rows}
            columns={columns}
            rowKey={(row) => row.attempt_id}
            label={t(variant.title)}
            empty={<Text>{state === "graded" ? t("grading.emptyGraded") : t("grading.empty")}</Text>}
          />
        )}
        {isAdmin && <PermissionRequests />}
      </Stack>
    </Container>
  );
}
