import { Alert, Anchor, Badge, Button, Container, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { useViewerRoles } from "../../auth";
import { myEnrollmentsQuery } from "../api/courses-api";
import { ListPagination } from "../components/list-pagination";
import { TaughtSessions } from "../components/taught-sessions";

export const handle: RouteHandle = { i18n: ["courses"] };

const PAYMENT_COLORS: Record<string, string> = {
  paid: "teal",
  unpaid: "grape",
  unknown: "gray",
  cancelled: "red",
};

const studentName = (row: { student_first_name: string; student_last_name: string }) =>
  [row.student_first_name, row.student_last_name].filter(Boolean).join(" ") || "—";

/**
 * /my-courses: the course sessions the signed-in user, or their children, are enrolled in; each
 * session opens its detail and each student their course progress. A teacher sees first the course
 * sessions they teach; a teacher who is neither parent nor student sees no enrollment part unless
 * they have enrollments.
 */
export default function MyCoursesPage() {
  const { t } = useTranslation("courses");
  const viewer = useViewerRoles();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...myEnrollmentsQuery(page),
    enabled: viewer.user !== undefined && viewer.user !== null,
  });
  if (!viewer.user) return <PageLoader />;
  const rows = (list.data?.data ?? []).filter((row) => row.status !== "delete");
  const enrolls = !viewer.isTeacher || viewer.isParent || viewer.isStudent;
  const showEnrollments = enrolls || rows.length > 0;

  return (
    <Container size="lg" py="lg">
      <title>{t("myCourses.metaTitle")}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("myCourses.title")}</Title>
          <Group gap="xs">
            <Button variant="default" component={Link} to="/courses/studentprogress">
              {t("myCourses.progress")}
            </Button>
            <Button variant="default" component={Link} to="/my-classes">
              {t("myCourses.myClasses")}
            </Button>
            {enrolls && (
              <Button component={Link} to="/enroll">
                {t("myCourses.enroll")}
              </Button>
            )}
          </Group>
        </Group>
        {viewer.isTeacher && <TaughtSessions />}
        {viewer.isTeacher && showEnrollments && (
          <Title order={2} size="h3">
            {t("myCourses.enrollments")}
          </Title>
        )}
        {showEnrollments && list.isPending && <PageLoader />}
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {showEnrollments && list.data && rows.length === 0 && <Text>{t("myCourses.empty")}</Text>}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm" data-testid="my-courses-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("myCourses.session")}</Table.Th>
                  <Table.Th>{t("myCourses.student")}</Table.Th>
                  <Table.Th>{t("myCourses.type")}</Table.Th>
                  <Table.Th>{t("myCourses.status")}</Table.Th>
                  <Table.Th>{t("myCourses.payment")}</Table.Th>
                  <Table.Th>{t("myCourses.enrolledOn")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/course-sessions/${row.course_session_id}/detail`}>
                        {row.course_session_title ?? `#${row.course_session_id}`}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {row.student_user_id ? (
                        <Anchor
                          component={Link}
                          to={`/courses/studentprogress/${row.student_user_id}`}
                          aria-label={t("progress.openNamed", { name: studentName(row) })}
                        >
                          {studentName(row)}
                        </Anchor>
                      ) : (
                        studentName(row)
                      )}
                    </Table.Td>
                    <Table.Td>{t(`types.${row.type}`)}</Table.Td>
                    <Table.Td>{t(`enrollmentStatus.${row.status}`)}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={PAYMENT_COLORS[row.payment_status] ?? "gray"}
                        variant="outline"
                        c={`${PAYMENT_COLORS[row.payment_status] ?? "gray"}.9`}
                      >
                        {t(`paymentStatus.${row.payment_status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{row.created_at.slice(0, 10)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {showEnrollments && list.data && (
          <ListPagination total={list.data.last_page} page={page} onChange={setPage} />
        )}
      </Stack>
    </Container>
  );
}
