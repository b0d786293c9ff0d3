import type { User } from "@edu/shared";
import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn } from "../../../components/data-list";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatName } from "../../../lib/person-name";
import { profileByIdQuery, studentsOfQuery } from "../api/users-api";

export const handle: RouteHandle = { i18n: ["users", "data-list"] };

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
  if (students.isError) return <LoadErrorPage error={students.error} onRetry={() => students.refetch()} />;
  const ownerName = owner.data ? owner.data.user.username : `#${userId}`;
  const columns: DataListColumn<User>[] = [
    {
      key: "username",
      header: t("columns.username"),
      primary: true,
      cell: (student) => (
        <Anchor component={Link} to={`/user/${student.id}`}>
          {student.username}
        </Anchor>
      ),
    },
    {
      key: "name",
      header: t("columns.name"),
      cell: (student) => formatName(student),
    },
    { key: "email", header: t("columns.email"), cell: (student) => student.email ?? "—" },
    {
      key: "status",
      header: t("columns.status"),
      cell: (student) => (student.is_active ? t("status.active") : t("status.inactive")),
    },
  ];

  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("students.metaTitle")} />
      <Stack gap="md">
        <Title order={1}>
          {t(roleType === "parent" ? "students.titleParent" : "students.titleTeacher", { name: ownerName })}
        </Title>
        <AdminList
          query={students}
          onPage={(value) => setSearchParams({ page: String(value) })}
          columns={columns}
          rowKey={(student) => student.id}
          label={t("students.metaTitle")}
          testId="students-table"
          empty={<Text>{t("students.empty")}</Text>}
          minWidth={560}
          tableProps={{ striped: true }}
        />
      </Stack>
    </Container>
  );
}
