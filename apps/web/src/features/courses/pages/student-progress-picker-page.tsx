import type { User } from "@edu/shared";
import { Anchor, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn, useListControls } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { formatName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { studentPickerQuery } from "../api/courses-api";
import { NotAllowed } from "../components/not-allowed";

export const handle: RouteHandle = { i18n: ["courses", "data-list"] };

const nameOf = (p: { first_name: string; last_name: string; username: string }) =>
  formatName(p) || p.username;

/**
 * /courses/studentprogress: choose whose progress to open. Admin and staff search every student, a
 * teacher the students of their classes, a parent their children (GET students scopes the list); a
 * student goes straight to their own progress.
 */
export default function StudentProgressPickerPage() {
  const { t } = useTranslation("courses");
  const viewer = useViewerRoles();
  const picks = viewer.isStaff || viewer.isTeacher || viewer.isParent;
  const { page, q: debounced, bind } = useListControls();
  const list = useQuery({ ...studentPickerQuery({ page, q: debounced }), enabled: picks });
  const columns: DataListColumn<User>[] = [
    {
      key: "student",
      header: t("progress.student"),
      primary: true,
      cell: (student) => (
        <Anchor
          component={Link}
          to={`/courses/studentprogress/${student.id}`}
          aria-label={t("progress.openNamed", { name: nameOf(student) })}
        >
          {nameOf(student)}
        </Anchor>
      ),
    },
    { key: "username", header: t("progress.username"), cell: (student) => student.username },
  ];
  if (!viewer.user) return <PageLoader />;
  if (!picks && viewer.isStudent)
    return <Navigate to={`/courses/studentprogress/${viewer.user.id}`} replace />;
  if (!picks) return <NotAllowed />;
  const intro = viewer.isStaff
    ? t("progress.introStaff")
    : viewer.isTeacher && viewer.isParent
      ? t("progress.introTeacherParent")
      : viewer.isTeacher
        ? t("progress.introTeacher")
        : t("progress.introParent");

  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("progress.pickerTitle")} />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("progress.pickerTitle")}</Title>
          {picks && viewer.isStudent && (
            <Button variant="default" component={Link} to={`/courses/studentprogress/${viewer.user.id}`}>
              {t("progress.mine")}
            </Button>
          )}
        </Group>
        {picks && (
          <>
            <Text c="gray.7">{intro}</Text>
            <AdminList
              query={list}
              {...bind(t("progress.search"))}
              columns={columns}
              rowKey={(student) => student.id}
              label={t("progress.pickerTitle")}
              testId="progress-students"
              empty={<Text>{t("progress.noStudents")}</Text>}
              minWidth={480}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
