import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { StudentAnalysisView } from "../components/student-analysis-view";
import { idParam } from "../lib/format";

export const handle: RouteHandle = { i18n: ["analysis", "data-list"] };

/** /session-classes/analysis/onlineSATdetail?student=: one online-programme student's SAT analysis. */
export default function OnlineSatDetailPage() {
  const { t } = useTranslation("analysis");
  const [params] = useSearchParams();
  const roles = useViewerRoles();
  const studentId = idParam(params.get("student"));
  if (roles.isPending) return <PageLoader />;
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("online.detailMetaTitle")} />
      <Stack gap="md">
        <Anchor component={Link} to="/online-sat" size="sm">
          {t("online.back")}
        </Anchor>
        <Title order={1}>{t("online.detailTitle")}</Title>
        {studentId === undefined ? (
          <Text c="dimmed">{t("online.pickFromList")}</Text>
        ) : (
          <StudentAnalysisView test="sat" studentId={studentId} canDrill={roles.isTeacher || roles.isStaff} />
        )}
      </Stack>
    </Container>
  );
}
