import type { CounselingProfileRow } from "@edu/shared/counseling-profile";
import { Alert, Anchor, Button, Container, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn, ListPagination, ListTotal } from "../../../components/data-list";
import { ListSearchInput } from "../../../components/list-search-input";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { profilesQuery } from "../api/counseling-profile-api";
import { useProfileTexts } from "../lib/use-profile-texts";

export const handle: RouteHandle = { i18n: ["counseling-profile", "data-list"] };

const PAGE_SIZE = 20;
const profileLink = (row: CounselingProfileRow) =>
  `/private/counseling/student/${encodeURIComponent(row.student.username)}/applicationForms`;

/**
 * /private/counseling/portal: the students whose application profiles the caller may see (GET
 * counseling-profiles answers a counselor their counseling classes' students, a parent their children,
 * super-admin everyone), searchable by name or username, each leading to the profile.
 */
export default function CounselingPortalPage() {
  const { t } = useProfileTexts();
  const viewer = useViewerRoles();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const list = useQuery(profilesQuery({ page, page_size: PAGE_SIZE, ...(keyword ? { keyword } : {}) }));
  const parentOnly = viewer.isParent && !viewer.isTeacher && !viewer.isStaff;
  const columns: DataListColumn<CounselingProfileRow>[] = [
    {
      key: "name",
      header: t("portal.name"),
      primary: true,
      cell: (row) => (
        <Anchor component={Link} to={profileLink(row)} fw={600}>
          {displayName(row.student)}
        </Anchor>
      ),
    },
    { key: "username", header: t("portal.username"), cell: (row) => row.student.username },
    {
      key: "type",
      header: t("fields.application_type"),
      cell: (row) =>
        row.application_type ? t(`options.application_type.${row.application_type}`) : t("portal.notChosen"),
    },
    {
      key: "updated",
      header: t("portal.updated"),
      cell: (row) => (row.updated_at ? formatDateTime(row.updated_at) : t("portal.neverSaved")),
    },
    { key: "as", header: t("portal.as"), cell: (row) => t(`portal.asRole.${row.as}`) },
    {
      key: "open",
      header: t("portal.actions"),
      actions: true,
      cell: (row) => (
        <Button component={Link} to={profileLink(row)} size="xs" variant="light">
          {t("portal.open", { name: displayName(row.student) })}
        </Button>
      ),
    },
  ];
  const title = t(parentOnly ? "portal.parentTitle" : "portal.title");
  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <div>
          <Title order={1}>{title}</Title>
          <Text size="sm" c="gray.7">
            {t(parentOnly ? "portal.parentIntro" : "portal.intro")}
          </Text>
        </div>
        <ListSearchInput
          label={t("portal.search")}
          value={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {list.isError ? (
          <Alert color="red" role="alert" title={t("portal.loadFailed")}>
            {list.error.message}
          </Alert>
        ) : (
          <Stack gap="sm" aria-busy={list.isFetching}>
            {list.data && (
              <ListTotal list={list.data} label={(total, count) => t("portal.total", { count, total })} />
            )}
            <DataList
              items={list.data?.data ?? []}
              columns={columns}
              rowKey={(row) => row.student_user_id}
              label={t("portal.listLabel")}
              testId="counseling-students"
              loading={list.isPending}
              empty={
                <Text>
                  {t(keyword ? "portal.noMatch" : parentOnly ? "portal.noChildren" : "portal.empty")}
                </Text>
              }
            />
            {list.data && <ListPagination list={list.data} page={page} onChange={setPage} />}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
