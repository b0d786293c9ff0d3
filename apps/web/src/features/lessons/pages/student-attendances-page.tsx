import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { AttendanceList } from "../components/attendance-list";

export const handle: RouteHandle = { i18n: ["lessons", "data-list"] };

/**
 * /students/attendances: students see their own lessons, parents their children's, teachers their
 * classes', staff every one; staff and teachers may change statuses in a batch.
 */
export default function StudentAttendancesPage() {
  const { t } = useTranslation("lessons");
  const viewer = useViewerRoles();
  if (!viewer.user) return <PageLoader />;
  const intro = viewer.isStaff
    ? t("attendancePage.staffIntro")
    : viewer.isTeacher
      ? t("attendancePage.teacherIntro")
      : viewer.isParent
        ? t("attendancePage.parentIntro")
        : t("attendancePage.studentIntro");
  return (
    <Container size="xl" py="lg">
      <PageTitle title={t("attendancePage.title")} />
      <Stack gap="md">
        <Title order={1}>{t("attendancePage.title")}</Title>
        <Text c="gray.7">{intro}</Text>
        <AttendanceList editable={viewer.isStaff || viewer.isTeacher} />
      </Stack>
    </Container>
  );
}
