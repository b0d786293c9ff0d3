import { Button, Group, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { useWorkspace, WorkspaceFrame } from "../../counseling-profile";
import { essayListQuery } from "../api/counseling-essays-api";
import { EssayList } from "../components/essay-list";
import { NewEssayForm } from "../components/new-essay-form";
import { essayPath } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-essays", "counseling-profile", "data-list"] };

function StudentEssays({ student, base, search }: { student: number; base: string; search: string }) {
  const { t } = useTranslation("counseling-essays");
  const navigate = useNavigate();
  const list = useQuery(essayListQuery(student));
  const [adding, setAdding] = useState(false);
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadErrorPage error={list.error} onRetry={() => void list.refetch()} />;
  const canWrite = list.data.can_write === 1;
  return (
    <Stack gap="md">
      {canWrite && !adding && (
        <Group>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            {t("list.new")}
          </Button>
        </Group>
      )}
      {!canWrite && <Text size="sm">{t("list.readOnly")}</Text>}
      {adding && (
        <NewEssayForm
          student={student}
          onCancel={() => setAdding(false)}
          onCreated={(id) => navigate(`${essayPath(base, id)}${search}`)}
        />
      )}
      <EssayList essays={list.data.data} base={base} search={search} canWrite={canWrite} />
    </Stack>
  );
}

/**
 * /private/counseling/student/{username}/essays and /private/counseling/{id}/essays: a student's essays
 * (per school of the list or a common prompt), started, marked complete and deleted here; each opens its
 * writing screen. Parents read; whoever may not see the student meets "not found".
 */
export default function EssaysPage() {
  const { t } = useTranslation("counseling-essays");
  const { gate, workspace } = useWorkspace();
  if (!workspace) return gate;
  return (
    <WorkspaceFrame
      workspace={workspace}
      tab="essays"
      title={t("list.title")}
      metaTitle={(name) => t("list.metaTitle", { name })}
      subtitle={(name) => t("list.subtitle", { name })}
    >
      <StudentEssays
        key={workspace.row.student_user_id}
        student={workspace.row.student_user_id}
        base={workspace.base}
        search={workspace.search}
      />
    </WorkspaceFrame>
  );
}
