import { Anchor, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { ClassPage } from "../components/class-page";
import { StudentOverview } from "../components/student-overview";

export const handle: RouteHandle = { i18n: ["counseling-workspace", "counseling-profile"] };

/** A class whose students the reader may not read, or none placed yet: what happens next. */
function NoStudent({ infoHref }: { infoHref: string }) {
  const { t } = useTranslation("counseling-workspace");
  return (
    <Paper withBorder p="md">
      <Stack gap="xs" align="flex-start">
        <Text>{t("detail.noStudent")}</Text>
        <Anchor component={Link} to={infoHref}>
          {t("detail.toInfo")}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * /private/counseling/{id}/detail (id: the counseling class): the chosen student's progress in the class —
 * next deadlines, open tasks, essays, the school list by category and result, the last meeting and report.
 * Where the counseling entry sends a student.
 */
export default function ClassDetailPage() {
  const { t } = useTranslation("counseling-workspace");
  return (
    <ClassPage tab="detail" metaTitle={(name) => t("detail.metaTitle", { name })}>
      {({ overview, studentId, base, search }) => {
        const data = overview.students.find((row) => row.student.id === studentId);
        return data ? (
          <StudentOverview data={data} base={base} search={search} />
        ) : (
          <NoStudent infoHref={`${base}/info${search}`} />
        );
      }}
    </ClassPage>
  );
}
