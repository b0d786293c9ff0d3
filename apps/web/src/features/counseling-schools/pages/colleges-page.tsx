import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { useWorkspace, WorkspaceFrame } from "../../counseling-profile";
import { cardsQuery, collectedListQuery } from "../api/counseling-schools-api";
import { useViewerSchoolsType } from "../api/viewer-schools-type";
import { CollectedList } from "../components/collected-list";
import { ListSummary } from "../components/list-summary";
import { SchoolCards } from "../components/school-cards";
import { addPath } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-schools", "data-list"] };

/** The list, its chart and the four-category cards of one student. */
function StudentSchools({
  student,
  base,
  search,
  classId,
  canEdit,
}: {
  student: number;
  base: string;
  search: string;
  classId: number | undefined;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation("counseling-schools");
  const list = useQuery(collectedListQuery(i18n.language, student));
  const cards = useQuery(cardsQuery(i18n.language, student));
  const viewerType = useViewerSchoolsType();
  // The list opens at the viewer's schools type, so it waits for it (a type not readable opens on all).
  if (list.isPending || viewerType.isPending) return <PageLoader />;
  if (list.isError) return <LoadErrorPage error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.data;
  // Adding is by counseling class (the spec's …/{counselingId}/colleges/add): the route's class, else the
  // class a listed school was added under.
  const addClass =
    classId ?? items.find((item) => item.session_class_id !== null)?.session_class_id ?? undefined;
  return (
    <Stack gap="lg">
      {addClass !== undefined && canEdit && (
        <Group>
          <Button
            component={Link}
            to={`${addPath(addClass)}?student=${student}`}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            {t("list.add")}
          </Button>
        </Group>
      )}
      {!canEdit && <Text size="sm">{t("list.readOnly")}</Text>}
      <CollectedList items={items} base={base} search={search} initialType={viewerType.type ?? "all"} />
      {items.length > 0 && (
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t("chart.title")}
            </Title>
            <ListSummary items={items} />
          </Stack>
        </Paper>
      )}
      {cards.data && cards.data.total > 0 && (
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t("cards.title")}
            </Title>
            <SchoolCards cards={cards.data} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/**
 * /private/counseling/student/{username}/colleges and /private/counseling/{id}/colleges (id: the counseling
 * class): a student's collected schools. Whoever may not see the student meets "not found".
 */
export default function CollegesPage() {
  const { t } = useTranslation("counseling-schools");
  const { gate, workspace } = useWorkspace();
  if (!workspace) return gate;
  return (
    <WorkspaceFrame
      workspace={workspace}
      tab="colleges"
      title={t("list.title")}
      metaTitle={(name) => t("list.metaTitle", { name })}
      subtitle={(name) => t("page.subtitle", { name })}
    >
      <StudentSchools
        key={workspace.row.student_user_id}
        student={workspace.row.student_user_id}
        base={workspace.base}
        search={workspace.search}
        classId={workspace.classId}
        canEdit={workspace.row.as !== "parent"}
      />
    </WorkspaceFrame>
  );
}
