import { Container, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { sessionQuery } from "../api/courses-api";
import { CourseSessionForm } from "../components/course-session-form";
import { NotAllowed } from "../components/not-allowed";

export const handle: RouteHandle = { i18n: ["courses"] };

/** /course-sessions/create and /course-sessions/{id}/edit (admin and staff). */
export default function CourseSessionFormPage() {
  const { t } = useTranslation("courses");
  const params = useParams();
  const viewer = useViewerRoles();
  const editing = params.id !== undefined;
  const id = Number(params.id);
  const valid = !editing || (Number.isInteger(id) && id > 0);
  const detail = useQuery({ ...sessionQuery(id), enabled: editing && valid && viewer.isStaff });
  if (!valid) return <Navigate to="/404" replace />;
  if (!viewer.user) return <PageLoader />;
  if (!viewer.isStaff) return <NotAllowed />;
  if (editing && detail.isError)
    return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  return (
    <Container size="md" py="lg">
      <PageTitle title={editing ? t("sessionForm.editMetaTitle") : t("sessionForm.createMetaTitle")} />
      <Stack gap="md">
        <Title order={1}>{editing ? t("sessionForm.editTitle") : t("sessionForm.createTitle")}</Title>
        {viewer.isStaff && editing && detail.isPending && <PageLoader />}
        {viewer.isStaff && editing && detail.data && (
          <CourseSessionForm key={detail.data.id} session={detail.data} />
        )}
        {viewer.isStaff && !editing && <CourseSessionForm session={null} />}
      </Stack>
    </Container>
  );
}
