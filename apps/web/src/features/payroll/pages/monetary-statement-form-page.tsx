import { Anchor, Container, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { monetaryQuery } from "../api/payroll-api";
import { MonetaryForm } from "../components/monetary-form";
import { positiveId } from "../lib/format";

export const handle: RouteHandle = { i18n: ["payroll"] };

/**
 * /monetaryStatement/create and /monetaryStatement/edit/{id}: admins; anyone else meets the no-permission
 * page (the server refuses them too). The edit page is named after the statement, not like the list.
 */
export default function MonetaryStatementFormPage() {
  const { t } = useTranslation("payroll");
  const params = useParams();
  const viewer = useViewerRoles();
  const id = params.id === undefined ? undefined : positiveId(params.id);
  const one = useQuery({ ...monetaryQuery(id ?? 0), enabled: Boolean(id) && viewer.isAdmin });
  if (id === null) return <Navigate to="/404" replace />;
  if (viewer.user && !viewer.isAdmin) return <NoPermissionPage reason={t("adminOnly")} />;
  if (one.isError) return <LoadErrorPage error={one.error} onRetry={() => one.refetch()} />;
  const title = id === undefined ? t("monetary.createTitle") : t("monetary.editTitle");
  const documentTitle = one.data ? `${one.data.title} · ${title}` : title;
  let body: ReactNode;
  if (!viewer.user) body = <PageLoader />;
  else if (id === undefined) body = <MonetaryForm />;
  else body = one.data ? <MonetaryForm key={id} statement={one.data} /> : <PageLoader />;
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={documentTitle} />
      <Stack gap="md">
        <Anchor component={Link} to="/monetaryStatement" size="sm">
          {t("monetary.back")}
        </Anchor>
        <Title order={1}>{title}</Title>
        {body}
      </Stack>
    </Container>
  );
}
