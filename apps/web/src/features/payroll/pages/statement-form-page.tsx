import { Alert, Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { statementQuery, unpaidLinesQuery } from "../api/payroll-api";
import { StatementForm } from "../components/statement-form";
import { TeacherPicker } from "../components/teacher-picker";
import { positiveId } from "../lib/format";
import { previousMonth, unpaidPeriod } from "../lib/statement-form";

export const handle: RouteHandle = { i18n: ["payroll", "data-list"] };

/**
 * /salary/create (pick the teacher), /salary/create/teacher/{teacherId} (draft their statement) and
 * /salary/teacher/{teacherId}/reset/{payrollId} (edit a statement; one already sent or confirmed goes
 * back to draft when saved). Admins only: anyone else meets the no-permission page (the server refuses
 * them too); a statement that cannot be loaded, the page saying why.
 */
export default function StatementFormPage() {
  const { t } = useTranslation("payroll");
  const params = useParams();
  const navigate = useNavigate();
  const viewer = useViewerRoles();
  const teacherId = params.teacherId === undefined ? undefined : positiveId(params.teacherId);
  const payrollId = params.payrollId === undefined ? undefined : positiveId(params.payrollId);
  const valid = teacherId !== null && payrollId !== null;
  const resetting = payrollId !== undefined;
  const enabled = valid && viewer.isAdmin;
  // Every unpaid lesson of the teacher: the new statement's period is the one holding them.
  const lines = useQuery({
    ...unpaidLinesQuery(teacherId ?? 0),
    enabled: enabled && teacherId !== undefined && !resetting,
  });
  const statement = useQuery({ ...statementQuery(payrollId ?? 0), enabled: enabled && resetting });
  const unpaid = lines.data?.data;
  const period = useMemo(() => (unpaid ? (unpaidPeriod(unpaid) ?? previousMonth()) : undefined), [unpaid]);
  if (!valid) return <Navigate to="/404" replace />;
  if (viewer.user && !viewer.isAdmin) return <NoPermissionPage reason={t("adminOnly")} />;
  const failed = resetting ? statement : lines;
  if (failed.isError) return <LoadErrorPage error={failed.error} onRetry={() => failed.refetch()} />;
  if (resetting && statement.data && statement.data.teacher.id !== teacherId) return <NotFoundPage />;
  const title = resetting ? t("form.editTitle") : t("form.createTitle");

  let body: ReactNode;
  if (!viewer.user) body = <PageLoader />;
  else if (teacherId === undefined)
    body = (
      <Stack gap="sm" maw={480}>
        <Text>{t("form.pickTeacherHint")}</Text>
        <TeacherPicker
          label={t("fields.teacher")}
          onPick={(teacher) => teacher && navigate(`/salary/create/teacher/${teacher.id}`)}
        />
      </Stack>
    );
  else if (resetting) {
    if (!statement.data) body = <PageLoader />;
    else if (!statement.data.can.edit && !statement.data.can.reset)
      body = <Alert color="yellow">{t("form.locked")}</Alert>;
    else
      body = (
        <StatementForm key={statement.data.id} teacher={statement.data.teacher} statement={statement.data} />
      );
  } else if (!lines.data || !period) body = <PageLoader />;
  else body = <StatementForm key={teacherId} teacher={lines.data.teacher} period={period} />;

  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Anchor component={Link} to="/salary" size="sm">
          {t("backToList")}
        </Anchor>
        <Title order={1}>{title}</Title>
        {body}
      </Stack>
    </Container>
  );
}
