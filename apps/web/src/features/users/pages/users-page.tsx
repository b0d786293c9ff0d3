import { Box, Button, Container, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconGitMerge, IconTags, IconUserPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, useCardLayout } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { hasRole, isStaff } from "../../../lib/roles";
import { userSearchQuery, viewerQuery } from "../api/users-api";
import { UsersFilters } from "../components/users-filters";
import { UsersSortSelect, useUserColumns } from "../components/users-table";
import {
  parseUserFilters,
  toggleSort,
  toUserSearchParams,
  USER_TABS,
  type UserFilters,
  updateFilters,
} from "../lib/user-filters";

export const handle: RouteHandle = { i18n: ["users", "data-list"] };

export default function UsersPage() {
  const { t } = useTranslation("users");
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = USER_TABS.find((item) => item.path === pathname.replace(/\/$/, "")) ?? USER_TABS[0];
  const filters = useMemo(() => parseUserFilters(searchParams, tab.role), [searchParams, tab.role]);
  const viewer = useQuery(viewerQuery());
  const isAdmin = hasRole(viewer.data?.user, "super-admin");
  // Admins and staff (the server refuses the list to anyone else).
  const staff = isStaff(viewer.data?.user);
  const result = useQuery({ ...userSearchQuery(filters), enabled: staff });
  const queryClient = useQueryClient();
  const apply = (next: UserFilters) => setSearchParams(toUserSearchParams(next, tab.role));
  const columns = useUserColumns(filters, (column) => apply(toggleSort(filters, column)));
  const cards = useCardLayout();
  if (viewer.isPending) return <PageLoader />;
  if (!staff) return <NoPermissionPage />;

  return (
    <Container size="xl" py="lg">
      <PageTitle title={t("list.metaTitle")} />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t("list.title")}</Title>
          <Group gap="xs">
            <Button component={Link} to="/tags" variant="default" leftSection={<IconTags size={16} />}>
              {t("list.tags")}
            </Button>
            {isAdmin && (
              <Button
                component={Link}
                to="/users/merge"
                variant="default"
                leftSection={<IconGitMerge size={16} />}
              >
                {t("list.merge")}
              </Button>
            )}
            <Button component={Link} to="/user" leftSection={<IconUserPlus size={16} />}>
              {t("list.create")}
            </Button>
          </Group>
        </Group>
        <Tabs
          value={tab.key}
          onChange={(key) => navigate(USER_TABS.find((item) => item.key === key)?.path ?? "/users")}
        >
          <Tabs.List>
            {USER_TABS.map((item) => (
              <Tabs.Tab key={item.key} value={item.key}>
                {t(`tabs.${item.key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <AdminList
          query={{ ...result, data: result.data?.users }}
          errorTitle={t("list.loadFailed")}
          filters={
            <Box flex="1 1 100%">
              <UsersFilters key={tab.key} filters={filters} roleFixed={tab.role !== null} onChange={apply} />
            </Box>
          }
          csv={{
            filename: `users-${tab.key}`,
            fetchPage: async (page) =>
              (await queryClient.fetchQuery(userSearchQuery(updateFilters(filters, { page })))).users,
          }}
          toolbar={
            cards && (
              <UsersSortSelect
                filters={filters}
                onChange={(orderBy, direction) => apply(updateFilters(filters, { orderBy, direction }))}
              />
            )
          }
          total={(total, count) => t("list.total", { count, total })}
          totalTestId="users-total"
          onPage={(value) => apply(updateFilters(filters, { page: value }))}
          columns={columns}
          rowKey={(user) => user.id}
          label={t("list.title")}
          testId="users-table"
          empty={<Text>{t("list.empty")}</Text>}
          minWidth={900}
          tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: "xs" }}
        />
      </Stack>
    </Container>
  );
}
