import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { myEnrollmentsQuery } from "../api/enroll-api";
import { PaymentBadge, StatusBadge } from "../components/status-badges";
import { formatDate, studentName } from "../lib/format";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment"] };

/** /applications: the signed-in family's enrollments, their status, payment and contract. */
export default function ApplicationsPage() {
  const { t, i18n } = useTranslation("enrollment");
  const [page, setPage] = useState(1);
  const list = useQuery(myEnrollmentsQuery(page));
  // The contract email links to /applications?contract={id}: open that contract straight away.
  const contractId = useSearchParams()[0].get("contract");
  if (contractId && /^\d+$/.test(contractId))
    return <Navigate to={`/enrollment/${contractId}/contract`} replace />;

  return (
    <Container className={pageClasses.page} size="lg" py="lg">
      <title>{t("applications.metaTitle")}</title>
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
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.data && list.data.data.length === 0 && <Text>{t("applications.empty")}</Text>}
        {list.data && list.data.data.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm" data-testid="applications-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("columns.class")}</Table.Th>
                  <Table.Th>{t("columns.student")}</Table.Th>
                  <Table.Th>{t("columns.status")}</Table.Th>
                  <Table.Th>{t("columns.payment")}</Table.Th>
                  <Table.Th>{t("columns.contract")}</Table.Th>
                  <Table.Th>{t("columns.created")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((row) => (
                  <Table.Tr key={row.id} data-testid={`application-${row.id}`}>
                    <Table.Td>{row.course_session_title ?? `#${row.course_session_id}`}</Table.Td>
                    <Table.Td>{studentName(row)}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <StatusBadge status={row.status} />
                        {row.need_pay_first && (
                          <Badge color="grape" variant="light" autoContrast>
                            {t("flags.needPayFirst")}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <PaymentBadge status={row.payment_status} />
                    </Table.Td>
                    <Table.Td>
                      {!row.contract ? (
                        <Text size="sm" c="dimmed">
                          {t("contract.none")}
                        </Text>
                      ) : row.contract.signed_at ? (
                        <Anchor component={Link} to={`/enrollment/${row.id}/contract`} size="sm">
                          {t("contract.signedOn", {
                            date: formatDate(row.contract.signed_at, i18n.language),
                          })}
                        </Anchor>
                      ) : (
                        <Button
                          component={Link}
                          to={`/enrollment/${row.id}/contract`}
                          size="xs"
                          aria-label={t("contract.signFor", {
                            name: studentName(row),
                            session: row.course_session_title ?? `#${row.course_session_id}`,
                          })}
                        >
                          {t("contract.sign")}
                        </Button>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDate(row.created_at, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && list.data.last_page > 1 && (
          <Group justify="center">
            <Pagination
              total={list.data.last_page}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ "aria-label": t(`pagination.${control}`) })}
              getItemProps={(value) => ({ "aria-label": t("pagination.page", { page: value }) })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
