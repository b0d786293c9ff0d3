import type { EnrolledSession } from "@edu/shared";
import { Anchor, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn } from "../../../components/data-list";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { ApplicationsManagement } from "../../counseling-schools";
import { myEnrollmentsQuery } from "../api/enroll-api";
import { PaymentBadge, StatusWithFlags } from "../components/status-badges";
import { formatDate, studentName } from "../lib/format";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment", "data-list", "counseling-schools"] };

/**
 * /applications (spec 01 §2 and 03 §2 name the same address): a family's enrollments, their status, payment
 * and contract; for counselors (teachers, staff, super-admins who are not a parent or student) the
 * application management list of the students they counsel.
 */
export default function ApplicationsPage() {
  const roles = useViewerRoles();
  const counselor =
    (roles.isTeacher || roles.isStaff || roles.isAdmin) && !roles.isParent && !roles.isStudent;
  return counselor ? <CounselingApplicationsPage /> : <FamilyApplicationsPage />;
}

function CounselingApplicationsPage() {
  const { t } = useTranslation("enrollment");
  return (
    <Container className={pageClasses.page} size="lg" py="lg">
      <PageTitle title={t("applications.counselingMetaTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("applications.counselingTitle")}</Title>
        <ApplicationsManagement />
      </Stack>
    </Container>
  );
}

function FamilyApplicationsPage() {
  const { t, i18n } = useTranslation("enrollment");
  const [page, setPage] = useState(1);
  const list = useQuery(myEnrollmentsQuery(page));
  // The contract email links to /applications?contract={id}: open that contract straight away.
  const contractId = useSearchParams()[0].get("contract");
  const sessionTitle = (row: EnrolledSession) => row.course_session_title ?? `#${row.course_session_id}`;
  const columns: DataListColumn<EnrolledSession>[] = [
    { key: "class", header: t("columns.class"), primary: true, cell: sessionTitle },
    { key: "student", header: t("columns.student"), cell: studentName },
    {
      key: "status",
      header: t("columns.status"),
      cell: (row) => <StatusWithFlags row={row} />,
    },
    {
      key: "payment",
      header: t("columns.payment"),
      cell: (row) => <PaymentBadge status={row.payment_status} />,
    },
    {
      key: "contract",
      header: t("columns.contract"),
      // The action a family comes for: on a phone it stays at the bottom of the card.
      actions: true,
      cell: (row) =>
        !row.contract ? (
          <Text size="sm" c="dimmed">
            {t("contract.none")}
          </Text>
        ) : row.contract.signed_at ? (
          <Anchor component={Link} to={`/enrollment/${row.id}/contract`} size="sm">
            {t("contract.signedOn", { date: formatDate(row.contract.signed_at, i18n.language) })}
          </Anchor>
        ) : (
          <Button
            component={Link}
            to={`/enrollment/${row.id}/contract`}
            size="xs"
            aria-label={t("contract.signFor", { name: studentName(row), session: sessionTitle(row) })}
          >
            {t("contract.sign")}
          </Button>
        ),
    },
    {
      key: "created",
      header: t("columns.created"),
      cell: (row) => formatDate(row.created_at, i18n.language),
    },
  ];
  if (contractId && /^\d+$/.test(contractId))
    return <Navigate to={`/enrollment/${contractId}/contract`} replace />;

  return (
    <Container className={pageClasses.page} size="lg" py="lg">
      <PageTitle title={t("applications.metaTitle")} />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("applications.title")}</Title>
          <Group gap="xs">
            <Button component={Link} to="/link-student" variant="default">
              {t("applications.linkStudent")}
            </Button>
            <Button component={Link} to="/enroll">
              {t("applications.enroll")}
            </Button>
          </Group>
        </Group>
        <AdminList
          query={list}
          page={page}
          onPage={setPage}
          columns={columns}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ "data-testid": `application-${row.id}` })}
          label={t("applications.title")}
          testId="applications-table"
          empty={<Text>{t("applications.empty")}</Text>}
          minWidth={720}
        />
      </Stack>
    </Container>
  );
}
