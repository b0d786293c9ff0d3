import type { CounselingClassOverview } from "@edu/shared/counseling-workspace";
import { Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import {
  type CounselingTab,
  CounselingTabs,
  StudentChoice,
  useCounselingStudent,
} from "../../counseling-profile";
import { classOverviewQuery } from "../api/counseling-workspace-api";

export type ClassPageContext = {
  overview: CounselingClassOverview;
  /** The student the page is about (the class's `?student=`, else its first), if the reader may see one. */
  studentId: number | undefined;
  base: string;
  search: string;
};

/**
 * The frame of a counseling class's own pages ({id}/detail, {id}/info): the workspace tabs, the class's
 * name as the heading, the choice among its students, and "not found" for a class the reader may not
 * read (the server's 404) or an id that is none. The student is found as every counseling page finds it
 * (useCounselingStudent), so the tabs keep the same `?student=` on every page.
 */
export function ClassPage({
  tab,
  metaTitle,
  children,
}: {
  tab: Extract<CounselingTab, "detail" | "info">;
  metaTitle: (className: string) => string;
  children: (context: ClassPageContext) => ReactNode;
}) {
  const { t, i18n } = useTranslation("counseling-workspace");
  const viewer = useViewerRoles();
  const student = useCounselingStudent();
  const overview = useQuery({
    ...classOverviewQuery(i18n.language, student.classId ?? 0),
    enabled: student.classId !== undefined,
  });
  if (student.classId === undefined) return <NotFoundPage />;
  if (overview.isError)
    return <LoadErrorPage error={overview.error} onRetry={() => void overview.refetch()} />;
  // The reader too: what they may open (profiles, their own page) follows from who they are.
  if (overview.isPending || student.list.isPending || !viewer.user) return <PageLoader />;
  const row = student.row;
  const name = overview.data.class.name;
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={metaTitle(name)} />
      <Stack gap="md">
        <CounselingTabs base={student.base} search={student.search} current={tab} />
        <div>
          <Title order={1}>{name}</Title>
          <Text c="gray.7">
            {row
              ? t("class.subtitle", { name: displayName(row.student) })
              : t(`class.kind.${overview.data.class.kind}`)}
          </Text>
        </div>
        {row && (
          <StudentChoice choices={student.choices} current={row.student_user_id} onChoose={student.choose} />
        )}
        {children({
          overview: overview.data,
          studentId: row?.student_user_id,
          base: student.base,
          search: student.search,
        })}
      </Stack>
    </Container>
  );
}
