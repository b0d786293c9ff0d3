import type { EnrolledSession } from "@edu/shared";
import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn, ListPagination } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { formatName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { myEnrollmentsQuery } from "../api/courses-api";
import { TaughtSessions } from "../components/taught-sessions";

export const handle: RouteHandle = { i18n: ["courses", "data-list"] };

const PAYMENT_COLORS: Record<string, string> = {
  paid: "teal",
  unpaid: "grape",
  unknown: "gray",
  cancelled: "red",
};

const studentName = (row: { student_first_name: string; student_last_name: string }) =>
  formatName({ first_name: row.student_first_name, last_name: row.student_last_name }) || "—";

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
  const columns: DataListColumn<EnrolledSession>[] = [
    {
      key: "session",
      header: t("myCourses.session"),
      primary: true,
      cell: (row) => (
        <Anchor component={Link} to={`/course-sessions/${row.course_session_id}/detail`}>
          {row.course_session_title ?? `#${row.course_session_id}`}
        </Anchor>
      ),
    },
    {
      key: "student",
      header: t("myCourses.student"),
      cell: (row) =>
        row.student_user_id ? (
          <Anchor
            component={Link}
            to={`/courses/studentprogress/${row.student_user_id}`}
            aria-label={t("progress.openNamed", { name: studentName(row) })}
          >
            {studentName(row)}
          </Anchor>
        ) : (
          studentName(row)
        ),
    },
    { key: "type", header: t("myCourses.type"), cell: (row) => t(`types.${row.type}`) },
    { key: "status", header: t("myCourses.status"), cell: (row) => t(`enrollmentStatus.${row.status}`) },
    {
      key: "payment",
      header: t("myCourses.payment"),
      cell: (row) => (
        <Badge
          color={PAYMENT_COLORS[row.payment_status] ?? "gray"}
          variant="outline"
          c={`${PAYMENT_COLORS[row.payment_status] ?? "gray"}.9`}
        >
          {t(`paymentStatus.${row.payment_status}`)}
        </Badge>
      ),
    },
    { key: "created", header: t("myCourses.enrolledOn"), cell: (row) => formatDate(row.created_at) },
  ];
  if (!viewer.user) return <PageLoader />;
  const rows = (list.data?.data ?? []).filter((row) => row.status !== "delete");
  const enrolls = !viewer.isTeacher || viewer.isParent || viewer.isStudent;
  const showEnrollments = enrolls || rows.length > 0;

  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("myCourses.metaTitle")} />
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
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {showEnrollments && !list.isError && (
          <DataList
            items={rows}
            loading={list.isPending}
            columns={columns}
            rowKey={(row) => row.id}
            label={t("myCourses.enrollments")}
            testId="my-courses-table"
            empty={<Text>{t("myCourses.empty")}</Text>}
            minWidth={640}
          />
        )}
        {showEnrollments && list.data && <ListPagination list={list.data} page={page} onChange={setPage} />}
      </Stack>
    </Container>
  );
}
