import type { CounselingProfileRow } from "@edu/shared/counseling-profile";
import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { displayName } from "../../../lib/person-name";
import {
  type CounselingTab,
  CounselingTabs,
  StudentChoice,
  useCounselingStudent,
} from "../../counseling-profile";

export type Workspace = ReturnType<typeof useCounselingStudent> & { row: CounselingProfileRow };

/**
 * The student a page here is about (by username or counseling class, as features/counseling-schools'
 * colleges page): `gate` is the whole page while there is none to show (loading, "not found" for whoever
 * may not see the student or an address that is not one (`valid` false), a failed load).
 */
export function useWorkspace({
  valid = true,
  classOnly = false,
}: {
  valid?: boolean;
  classOnly?: boolean;
} = {}): { gate: ReactNode; workspace?: undefined } | { gate?: undefined; workspace: Workspace } {
  // A class-only page opened by username asks nothing: it is "not found" whoever reads it.
  const byUsername = useParams().username !== undefined;
  const student = useCounselingStudent({ enabled: valid && !(classOnly && byUsername) });
  const usable = valid && !student.invalid && (!classOnly || student.classId !== undefined);
  if (!usable) return { gate: <NotFoundPage /> };
  if (student.list.isPending) return { gate: <PageLoader /> };
  if (student.list.isError)
    return { gate: <LoadErrorPage error={student.list.error} onRetry={() => void student.list.refetch()} /> };
  if (!student.row) return { gate: <NotFoundPage /> };
  return { workspace: { ...student, row: student.row } };
}

/** The frame of every page here: its title naming the student, the workspace tabs, the heading. */
export function WorkspaceFrame({
  workspace,
  tab,
  title,
  metaTitle,
  chooseStudent = true,
  children,
}: {
  workspace: Workspace;
  tab: CounselingTab;
  title: string;
  /** The document title: unique per page, naming the student. */
  metaTitle: (name: string) => string;
  /** Offer the class's students to choose from (a page about one student). */
  chooseStudent?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("counseling-tasks");
  const { row } = workspace;
  const name = displayName(row.student);
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={metaTitle(name)} />
      <Stack gap="md">
        <CounselingTabs base={workspace.base} search={workspace.search} current={tab} />
        <div>
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Title>
          <Text c="gray.7">{t("page.subtitle", { name })}</Text>
        </div>
        {chooseStudent && (
          <StudentChoice
            choices={workspace.choices}
            current={row.student_user_id}
            onChoose={workspace.choose}
          />
        )}
        {children}
      </Stack>
    </Container>
  );
}

/** Students and parents read; the student writes their own tasks; parents change nothing. */
export const mayWriteTasks = (row: CounselingProfileRow) => row.as !== "parent";
/** Meeting logs are written by the class's counselors and super-admin. */
export const mayWriteLogs = (row: CounselingProfileRow) => row.as === "counselor" || row.as === "admin";
