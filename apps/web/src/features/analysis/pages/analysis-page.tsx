import { ANALYSIS_TESTS, type AnalysisTest } from "@edu/shared/analysis";
import { Container, Stack, Tabs, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { StudentAnalysisView } from "../components/student-analysis-view";
import { StudentPicker } from "../components/student-picker";
import { analysisPaths, idParam } from "../lib/format";

export const handle: RouteHandle = { i18n: ["analysis", "data-list"] };

const testOf = (path: string): AnalysisTest =>
  ANALYSIS_TESTS.find((test) => path.replace(/\/$/, "").endsWith(`/${test}`)) ?? "sat";

/**
 * /analysis (sat, act, toefl tabs): a student reads their own; a parent, teacher, counselor or staff picks
 * a student (?student=) among those the server lets them read.
 */
export default function AnalysisPage() {
  const { t } = useTranslation("analysis");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const roles = useViewerRoles();
  const test = testOf(pathname);
  const picked = idParam(params.get("student"));
  if (roles.isPending) return <PageLoader />;
  const picks = roles.isParent || roles.isTeacher || roles.isStaff;
  const studentId = picked ?? (roles.isStudent ? undefined : null);

  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("student.metaTitle", { test: t(`tests.${test}`) })} />
      <Stack gap="md">
        <Title order={1}>{t("student.title")}</Title>
        <Tabs value={test} onChange={(next) => next && navigate(analysisPaths.student(next, picked))}>
          <Tabs.List>
            {ANALYSIS_TESTS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`tests.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {picks && (
          <StudentPicker value={picked} onChange={(id) => navigate(analysisPaths.student(test, id))} />
        )}
        {studentId === null ? (
          <Text c="dimmed">{t("pickStudentFirst")}</Text>
        ) : (
          <StudentAnalysisView
            test={test}
            studentId={studentId}
            canDrill={roles.isTeacher || roles.isStaff}
          />
        )}
      </Stack>
    </Container>
  );
}
