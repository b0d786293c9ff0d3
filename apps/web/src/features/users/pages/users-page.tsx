import { Alert, Button, Container, Group, Pagination, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconGitMerge, IconTags, IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { hasRole } from "../../../lib/roles";
import { userSearchQuery, viewerQuery } from "../api/users-api";
import { UsersFilters } from "../components/users-filters";
import { UsersTable } from "../components/users-table";
import {
  parseUserFilters,
  toggleSort,
  toUserSearchParams,
  USER_TABS,
  type UserFilters,
  updateFilters,
} from "../lib/user-filters";

export const handle: RouteHandle = { i18n: ["users"] };

export default function UsersPage() {
  const { t } = useTranslation("users");
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = USER_TABS.find((item) => item.path === pathname.replace(/\/$/, "")) ?? USER_TABS[0];
  const filters = useMemo(() => parseUserFilters(searchParams, tab.role), [searchParams, tab.role]);
  const viewer = useQuery(viewerQuery());
  const isAdmin = hasRole(viewer.data?.user, "super-admin");
  const result = useQuery(userSearchQuery(filters));
  const page = result.data?.users;

  const apply = (next: UserFilters) => setSearchParams(toUserSearchParams(next, tab.role));

  return (
    <Container size="xl" py="lg">
      <title>{t("list.metaTitle")}</title>
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
        <UsersFilters key={tab.key} filters={filters} roleFixed={tab.role !== null} onChange={apply} />
        {result.isError ? (
          <Alert color="red" title={t("list.loadFailed")}>
            {result.error.message}
          </Alert>
        ) : (
          <>
            <Text size="sm" c="gray.7" aria-live="polite" data-testid="users-total">
              {page ? t("list.total", { count: page.total }) : t("list.loading")}
            </Text>
            {page && page.data.length === 0 ? (
              <Text>{t("list.empty")}</Text>
            ) : (
              <UsersTable
                users={page?.data ?? []}
                filters={filters}
                onSort={(column) => apply(toggleSort(filters, column))}
              />
            )}
            {page && page.last_page > 1 && (
              <Group justify="center">
                <Pagination
                  total={page.last_page}
                  value={page.current_page}
                  onChange={(value) => apply(updateFilters(filters, { page: value }))}
                  getControlProps={(control) => ({ "aria-label": t(`pagination.${control}`) })}
                  getItemProps={(value) => ({ "aria-label": t("pagination.page", { page: value }) })}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
