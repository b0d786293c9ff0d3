import { ENROLLMENT_STATUSES, type EnrolledSession, PAYMENT_STATUSES } from "@edu/shared";
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPencil } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { ScrollTable } from "../../../components/scroll-table";
import { useViewerRoles } from "../../auth";
import {
  addParent,
  addStudent,
  adminKeys,
  enrollmentDetailQuery,
  setNeedPayFirst,
  setRead,
  setStatus,
  setWaitForParent,
} from "../api/admin-api";
import { ContactsPanel } from "../components/contacts-panel";
import { ContractPanel } from "../components/contract-panel";
import { CreateFamilyAccount } from "../components/create-family-account";
import { EnrollmentEditForm } from "../components/enrollment-edit-form";
import { PaymentBadge, StatusBadge } from "../components/status-badges";
import { UserSearchSelect } from "../components/user-search-select";
import { formatDate, studentName } from "../lib/format";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment"] };

/** Ties a student or parent account to the enrollment. */
function LinkAccount({ enrollment, kind }: { enrollment: EnrolledSession; kind: "student" | "parent" }) {
  const { t } = useTranslation("enrollment");
  const queryClient = useQueryClient();
  const [userId, setUserId] = useState<number | null>(null);
  const save = useMutation({
    mutationFn: () =>
      kind === "student" ? addStudent(enrollment.id, userId ?? 0) : addParent(enrollment.id, userId ?? 0),
    onSuccess: async (row) => {
      queryClient.setQueryData(adminKeys.detail(enrollment.id), row);
      notifications.show({ color: "teal", message: t("detail.linked") });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <div style={{ flex: 1 }}>
        <UserSearchSelect label={t(`detail.add_${kind}`)} userRole={kind} onChange={setUserId} />
      </div>
      <Button variant="light" disabled={!userId} loading={save.isPending} onClick={() => save.mutate()}>
        {t("detail.link")}
      </Button>
    </Group>
  );
}

/** /enrollment/{id} (admin, staff): one enrollment and everything that can be done with it. */
export default function EnrollmentDetailPage() {
  const { t, i18n } = useTranslation("enrollment");
  const id = Number(useParams().id);
  const viewer = useViewerRoles();
  const queryClient = useQueryClient();
  const detail = useQuery({ ...enrollmentDetailQuery(id), enabled: viewer.isStaff && id > 0 });
  const [editing, setEditing] = useState(false);
  const apply = useMutation({
    mutationFn: (change: () => Promise<EnrolledSession>) => change(),
    onSuccess: async (row) => {
      queryClient.setQueryData(adminKeys.detail(id), row);
      notifications.show({ color: "teal", message: t("detail.saved") });
      await queryClient.invalidateQueries({ queryKey: ["enrollment", "admin", "list"] });
    },
  });

  if (!viewer.isPending && !viewer.isStaff) {
    return <NoPermissionPage reason={t("staffOnly")} />;
  }
  if (detail.isError) return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  const row = detail.data;
  const info: Array<[string, string]> = row
    ? [
        [t("fields.email"), row.student_email],
        [t("fields.phone"), row.student_phone || "—"],
        [t("fields.school"), row.school || "—"],
        [t("fields.grade"), row.grade ? t(`grades.${row.grade}`, { defaultValue: row.grade }) : "—"],
        [t("fields.role"), t(`roles.${row.contact_role}`, { defaultValue: row.contact_role })],
        [
          t("columns.contact"),
          [row.contact_name, row.contact_email, row.contact_phone].filter(Boolean).join(" · "),
        ],
        [t("fields.homePhone"), row.home_phone || "—"],
        [t("fields.lineId"), row.line_id || "—"],
        [t("fields.address"), row.address || "—"],
        [t("fields.type"), t(`types.${row.type}`)],
        [t("fields.tutoringMode"), t(`modes.${row.tutoring_mode}`)],
        [t("fields.currency"), t(`currencies.${row.currency}`)],
        [t("fields.mandarinHelp"), row.mandarin_help === null ? "—" : row.mandarin_help ? t("yes") : t("no")],
        [t("fields.paymentWay"), row.payment_way || "—"],
        [t("fields.referral"), row.referral || "—"],
        [t("fields.groupEnrollment"), row.group_enrollment || "—"],
        [t("fields.previousClasses"), row.previous_classes || "—"],
        [t("fields.notes"), row.notes || "—"],
        [t("fields.adminNote"), row.admin_note || "—"],
        [t("columns.created"), formatDate(row.created_at, i18n.language, true)],
      ]
    : [];

  return (
    <Container className={pageClasses.page} size="xl" py="lg">
      <PageTitle title={t("detail.metaTitle")} />
      <Stack gap="md">
        <Anchor component={Link} to="/enrollment" size="sm">
          {t("detail.back")}
        </Anchor>
        {detail.isPending && viewer.isStaff && <Loader role="status" aria-label={t("loading")} />}
        {row && (
          <>
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={1}>{studentName(row)}</Title>
                <Text c="dimmed">{row.course_session_title ?? `#${row.course_session_id}`}</Text>
              </div>
              <Group gap="xs">
                <Badge
                  color={row.is_read ? "gray" : "red"}
                  variant={row.is_read ? "light" : "filled"}
                  data-testid="read-state"
                >
                  {row.is_read ? t("detail.read") : t("list.unread")}
                </Badge>
                <StatusBadge status={row.status} />
                <PaymentBadge status={row.payment_status} />
              </Group>
            </Group>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Card withBorder>
                  <Group justify="space-between" mb="sm">
                    <Title order={2} size="h4">
                      {editing ? t("edit.title") : t("edit.details")}
                    </Title>
                    {!editing && (
                      <Button
                        variant="light"
                        leftSection={<IconPencil size={16} aria-hidden="true" />}
                        onClick={() => setEditing(true)}
                      >
                        {t("edit.open")}
                      </Button>
                    )}
                  </Group>
                  {editing ? (
                    <EnrollmentEditForm enrollment={row} onClose={() => setEditing(false)} />
                  ) : (
                    <ScrollTable minWidth={320} label={t("detail.answers")}>
                      <Table data-testid="enrollment-details">
                        <Table.Tbody>
                          {info.map(([label, value]) => (
                            <Table.Tr key={label}>
                              <Table.Th scope="row" w="35%">
                                {label}
                              </Table.Th>
                              <Table.Td style={{ whiteSpace: "pre-wrap" }}>{value}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </ScrollTable>
                  )}
                </Card>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Card withBorder>
                  <Stack gap="sm">
                    <Title order={2} size="h4">
                      {t("detail.state")}
                    </Title>
                    <Button
                      variant="light"
                      loading={apply.isPending}
                      onClick={() => apply.mutate(() => setRead(row.id, !row.is_read))}
                    >
                      {row.is_read ? t("detail.markUnread") : t("detail.markRead")}
                    </Button>
                    <SimpleGrid cols={2} spacing="sm">
                      <Select
                        label={t("columns.status")}
                        data={ENROLLMENT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
                        value={row.status}
                        allowDeselect={false}
                        onChange={(value) =>
                          value && apply.mutate(() => setStatus(row.id, { status: value }))
                        }
                      />
                      <Select
                        label={t("columns.payment")}
                        data={PAYMENT_STATUSES.map((value) => ({ value, label: t(`payments.${value}`) }))}
                        value={row.payment_status}
                        allowDeselect={false}
                        onChange={(value) =>
                          value && apply.mutate(() => setStatus(row.id, { payment_status: value }))
                        }
                      />
                    </SimpleGrid>
                    <Switch
                      label={t("flags.needPayFirst")}
                      description={t("flags.needPayFirstHint")}
                      checked={row.need_pay_first}
                      onChange={(event) => {
                        const value = event.currentTarget.checked;
                        apply.mutate(() => setNeedPayFirst(row.id, value));
                      }}
                    />
                    <Switch
                      label={t("flags.waitForParent")}
                      description={t("flags.waitForParentHint")}
                      checked={row.wait_for_parent}
                      onChange={(event) => {
                        const value = event.currentTarget.checked;
                        apply.mutate(() => setWaitForParent(row.id, value));
                      }}
                    />
                    <Text size="sm">
                      {t("detail.studentAccount")}:{" "}
                      {row.student_user_id ? (
                        <Anchor component={Link} to={`/user/${row.student_user_id}`}>
                          #{row.student_user_id}
                        </Anchor>
                      ) : (
                        "—"
                      )}
                      {" · "}
                      {t("detail.parentAccount")}:{" "}
                      {row.parent_user_id ? (
                        <Anchor component={Link} to={`/user/${row.parent_user_id}`}>
                          #{row.parent_user_id}
                        </Anchor>
                      ) : (
                        "—"
                      )}
                    </Text>
                    <LinkAccount enrollment={row} kind="student" />
                    {!row.student_user_id && <CreateFamilyAccount enrollment={row} kind="student" />}
                    <LinkAccount enrollment={row} kind="parent" />
                    {!row.parent_user_id && row.contact_role === "parent" && row.contact_email && (
                      <CreateFamilyAccount enrollment={row} kind="parent" />
                    )}
                  </Stack>
                </Card>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <ContractPanel enrollment={row} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <ContactsPanel enrolledSessionId={row.id} />
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
