import { Alert, Anchor, Button, Container, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { ListSearchInput } from "../../../components/list-search-input";
import { PageLoader } from "../../../components/page-loader";
import { useViewerRoles } from "../../auth";
import { studentPickerQuery } from "../api/courses-api";
import { ListPagination } from "../components/list-pagination";
import { NotAllowed } from "../components/not-allowed";

export const handle: RouteHandle = { i18n: ["courses"] };

const nameOf = (p: { first_name: string; last_name: string; username: string }) =>
  [p.first_name, p.last_name].filter(Boolean).join(" ") || p.username;

/**
 * /courses/studentprogress: choose whose progress to open. Admin and staff search every student, a
 * teacher the students of their classes, a parent their children (GET students scopes the list); a
 * student goes straight to their own progress.
 */
export default function StudentProgressPickerPage() {
  const { t } = useTranslation("courses");
  const viewer = useViewerRoles();
  const picks = viewer.isStaff || viewer.isTeacher || viewer.isParent;
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useQuery({ ...studentPickerQuery({ page, q: debounced }), enabled: picks });
  if (!viewer.user) return <PageLoader />;
  if (!picks && viewer.isStudent)
    return <Navigate to={`/courses/studentprogress/${viewer.user.id}`} replace />;
  const intro = viewer.isStaff
    ? t("progress.introStaff")
    : viewer.isTeacher && viewer.isParent
      ? t("progress.introTeacherParent")
      : viewer.isTeacher
        ? t("progress.introTeacher")
        : t("progress.introParent");

  return (
    <Container size="lg" py="lg">
      <title>{t("progress.pickerTitle")}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("progress.pickerTitle")}</Title>
          {picks && viewer.isStudent && (
            <Button variant="default" component={Link} to={`/courses/studentprogress/${viewer.user.id}`}>
              {t("progress.mine")}
            </Button>
          )}
        </Group>
        {!picks && <NotAllowed />}
        {picks && (
          <>
            <Text c="gray.7">{intro}</Text>
            <ListSearchInput
              label={t("progress.search")}
              value={q}
              onSearch={(value) => {
                setQ(value);
                setPage(1);
              }}
            />
            {list.isPending && <PageLoader />}
            {list.isError && <Alert color="red">{list.error.message}</Alert>}
            {list.data && list.data.data.length === 0 && <Text>{t("progress.noStudents")}</Text>}
            {list.data && list.data.data.length > 0 && (
              <Table.ScrollContainer minWidth={480}>
                <Table striped verticalSpacing="sm" data-testid="progress-students">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("progress.student")}</Table.Th>
                      <Table.Th>{t("progress.username")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.data.map((student) => (
                      <Table.Tr key={student.id}>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={`/courses/studentprogress/${student.id}`}
                            aria-label={t("progress.openNamed", { name: nameOf(student) })}
                          >
                            {nameOf(student)}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{student.username}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {list.data && <ListPagination total={list.data.last_page} page={page} onChange={setPage} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
