import { Alert, Anchor, Container, List, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { formatMoney } from "../../../lib/format-money";
import { formatName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { enrollmentReceivablesQuery } from "../api/receivables-api";
import { personLabel } from "../components/person-picker";
import { ReceivableForm } from "../components/receivable-form";
import { emptyReceivableValues, valuesFromEnrollment } from "../lib/receivable-form";

export const handle: RouteHandle = { i18n: ["receivables"] };

function FromEnrollment({ enrollmentId }: { enrollmentId: number }) {
  const { t } = useTranslation("receivables");
  const data = useQuery(enrollmentReceivablesQuery(enrollmentId));
  if (data.isPending) return <PageLoader />;
  if (data.isError) return <Alert color="red">{data.error.message}</Alert>;
  const { enrollment, data: existing } = data.data;
  const among = [enrollment.currency, ...existing.map((receivable) => receivable.price_currency)];
  const studentName = formatName({
    first_name: enrollment.student_first_name,
    last_name: enrollment.student_last_name,
  });
  const payer = enrollment.parent
    ? { id: enrollment.parent.id, label: personLabel(enrollment.parent) }
    : enrollment.student_user_id
      ? { id: enrollment.student_user_id, label: `${studentName} (#${enrollment.student_user_id})` }
      : null;
  const initial = valuesFromEnrollment(enrollment, {
    title: t("form.enrollmentTitle", { course: enrollment.course_session_title, student: studentName }),
    payer,
    studentLabel: `${studentName} (#${enrollment.student_user_id ?? ""})`,
  });
  const context = (
    <Alert color="blue" title={t("form.fromEnrollment")}>
      <Stack gap={4}>
        <Text size="sm">
          {enrollment.course_session_title} — {studentName}
          {enrollment.fee !== null &&
            ` · ${t("form.courseFee")} ${formatMoney(enrollment.fee, enrollment.currency, { among })}`}
        </Text>
        {existing.length > 0 && (
          <>
            <Text size="sm">{t("form.existing")}</Text>
            <List size="sm">
              {existing.map((receivable) => (
                <List.Item key={receivable.id}>
                  <Anchor component={Link} to={`/receivable/${receivable.id}`}>
                    {receivable.title}
                  </Anchor>{" "}
                  {formatMoney(receivable.price, receivable.price_currency, { among })} ·{" "}
                  {formatDate(receivable.receivable_date)}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
  return <ReceivableForm initial={initial} context={context} />;
}

/** /receivable/create and /receivable/create/enrollment/{id} (prefilled from the enrollment). */
export default function ReceivableCreatePage() {
  const { t } = useTranslation("receivables");
  const viewer = useViewerRoles();
  const params = useParams();
  const fromEnrollment = params.id !== undefined;
  const enrollmentId = Number(params.id);
  if (fromEnrollment && !(Number.isInteger(enrollmentId) && enrollmentId > 0))
    return <Navigate to="/404" replace />;
  if (!viewer.isPending && !viewer.isAdmin) return <NoPermissionPage reason={t("adminsOnly")} />;
  return (
    <Container size="md" py="lg">
      <PageTitle title={t("form.createMetaTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("form.createTitle")}</Title>
        {fromEnrollment ? (
          <FromEnrollment enrollmentId={enrollmentId} />
        ) : (
          <ReceivableForm initial={emptyReceivableValues()} />
        )}
      </Stack>
    </Container>
  );
}
