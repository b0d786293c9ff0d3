import type { CounselingProfileRow } from "@edu/shared/counseling-profile";
import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { displayName } from "../../../lib/person-name";
import { StudentChoice, useCounselingStudent } from "./counseling-student";
import { type CounselingTab, CounselingTabs } from "./counseling-tabs";

export type Workspace = ReturnType<typeof useCounselingStudent> & { row: CounselingProfileRow };

/**
 * The student a counseling page is about (by username or counseling class): `gate` is the whole page while
 * there is none to show (loading, "not found" for whoever may not see the student or an address that is not
 * one (`valid` false; a class-only page by username), a failed load). Every page of the workspace starts here.
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

/** The frame of every counseling page: its title naming the student, the workspace tabs, the heading. */
export function WorkspaceFrame({
  workspace,
  tab,
  title,
  metaTitle,
  subtitle,
  chooseStudent = true,
  children,
}: {
  workspace: Workspace;
  tab: CounselingTab;
  title: string;
  /** The document title: unique per page, naming the student. */
  metaTitle: (name: string) => string;
  /** The line under the heading, naming the student. */
  subtitle: (name: string) => string;
  /** Offer the class's students to choose from (a page about one student). */
  chooseStudent?: boolean;
  children: ReactNode;
}) {
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
          <Text c="gray.7">{subtitle(name)}</Text>
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
