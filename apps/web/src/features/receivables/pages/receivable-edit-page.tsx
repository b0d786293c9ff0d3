import { Container, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { receivableQuery } from "../api/receivables-api";
import { personLabel } from "../components/person-picker";
import { ReceivableForm } from "../components/receivable-form";
import { valuesFromReceivable } from "../lib/receivable-form";

export const handle: RouteHandle = { i18n: ["receivables"] };

/** /receivable/edit/{receivableId}: the receivable's fields and its items (billed items read-only). */
export default function ReceivableEditPage() {
  const { t } = useTranslation("receivables");
  const viewer = useViewerRoles();
  const params = useParams();
  const id = Number(params.receivableId);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...receivableQuery(id), enabled: valid && viewer.isAdmin });
  if (!valid) return <Navigate to="/404" replace />;
  if (!viewer.isPending && !viewer.isAdmin) return <NoPermissionPage reason={t("adminsOnly")} />;
  if (detail.isError) return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  return (
    <Container size="md" py="lg">
      <PageTitle title={t("form.editMetaTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("form.editTitle")}</Title>
        {viewer.isAdmin && detail.isPending && <PageLoader />}
        {detail.data && (
          <ReceivableForm
            key={detail.data.updated_at}
            initial={valuesFromReceivable(detail.data, personLabel)}
            saved={detail.data}
          />
        )}
      </Stack>
    </Container>
  );
}
