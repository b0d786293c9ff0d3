import { Container, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useParams, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { classDetailQuery } from "../api/session-classes-api";
import { SessionClassForm } from "../components/session-class-form";

export const handle: RouteHandle = { i18n: ["session-classes"] };

/** /session-classes/create (optionally ?course_session_id=) and /session-classes/{id}/edit. */
export default function SessionClassFormPage() {
  const { t } = useTranslation("session-classes");
  const params = useParams();
  const [search] = useSearchParams();
  const viewer = useViewerRoles();
  const editing = params.id !== undefined;
  const id = Number(params.id);
  const valid = !editing || (Number.isInteger(id) && id > 0);
  const detail = useQuery({ ...classDetailQuery(id), enabled: editing && valid && viewer.isStaff });
  const fromSession = Number(search.get("course_session_id"));
  if (!valid) return <Navigate to="/404" replace />;
  if (!viewer.user) return <PageLoader />;
  if (!viewer.isStaff) return <NoPermissionPage reason={t("notAllowed")} />;
  if (editing && detail.isError)
    return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  return (
    <Container size="md" py="lg">
      <PageTitle title={editing ? t("form.editTitle") : t("form.createTitle")} />
      <Stack gap="md">
        <Title order={1}>{editing ? t("form.editTitle") : t("form.createTitle")}</Title>
        {viewer.isStaff && editing && detail.isPending && <PageLoader />}
        {viewer.isStaff && editing && detail.data && (
          <SessionClassForm key={detail.data.session_class.id} sessionClass={detail.data.session_class} />
        )}
        {viewer.isStaff && !editing && (
          <SessionClassForm
            sessionClass={null}
            courseSessionId={Number.isInteger(fromSession) && fromSession > 0 ? fromSession : undefined}
          />
        )}
      </Stack>
    </Container>
  );
}
