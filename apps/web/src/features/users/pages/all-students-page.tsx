import { Alert, Anchor, Container, Group, Pagination, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { profileByIdQuery, studentsOfQuery } from "../api/users-api";

export const handle: RouteHandle = { i18n: ["users"] };

/** /all-students/filter/{parent|teacher}/{userId}: the students of a parent or a teacher, 50 a page. */
export default function AllStudentsPage() {
  const { t } = useTranslation("users");
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const roleType = params.roleType === "teacher" ? "teacher" : params.roleType === "parent" ? "parent" : null;
  const userId = Number(params.userId);
  const page = Math.max(1, Number(searchParams.get("page")) || 1);
  const valid = roleType !== null && Number.isInteger(userId) && userId > 0;
  const owner = useQuery({ ...profileByIdQuery(userId), enabled: valid });
  const students = useQuery({ ...studentsOfQuery(roleType ?? "parent", userId, page), enabled: valid });
  if (!valid) return <Navigate to="/404" replace />;
  const ownerName = owner.data ? owner.data.user.username : `#${userId}`;
  const list = students.data;

  return (
    <Container size="lg" py="lg">
      <title>{t("students.metaTitle")}</title>
      <Stack gap="md">
        <Title order={1}>
          {t(roleType === "parent" ? "students.titleParent" : "students.titleTeacher", { name: ownerName })}
        </Title>
        {students.isError && <Alert color="red">{students.error.message}</Alert>}
        {list && list.data.length === 0 && <Text>{t("students.empty")}</Text>}
        {list && list.data.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="students-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("columns.username")}</Table.Th>
                  <Table.Th>{t("columns.name")}</Table.Th>
                  <Table.Th>{t("columns.email")}</Table.Th>
                  <Table.Th>{t("columns.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((student) => (
                  <Table.Tr key={student.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/user/${student.id}`}>
                        {student.username}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{[student.first_name, student.last_name].filter(Boolean).join(" ")}</Table.Td>
                    <Table.Td>{student.email ?? "—"}</Table.Td>
                    <Table.Td>{student.is_active ? t("status.active") : t("status.inactive")}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list && list.last_page > 1 && (
          <Group justify="center">
            <Pagination
              total={list.last_page}
              value={list.current_page}
              onChange={(value) => setSearchParams({ page: String(value) })}
              getControlProps={(control) => ({ "aria-label": t(`pagination.${control}`) })}
              getItemProps={(value) => ({ "aria-label": t("pagination.page", { page: value }) })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
