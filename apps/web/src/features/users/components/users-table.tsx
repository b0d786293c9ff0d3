import type { UserWithTags } from "@edu/shared";
import { Anchor, Badge, Group, Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowsSort, IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { UserFilters, UserOrderBy } from "../lib/user-filters";
import { RoleBadges } from "./role-badges";

type Props = {
  users: UserWithTags[];
  filters: UserFilters;
  onSort: (column: UserOrderBy) => void;
};

function SortHeader({
  column,
  label,
  filters,
  onSort,
}: {
  column: UserOrderBy;
  label: string;
  filters: UserFilters;
  onSort: (column: UserOrderBy) => void;
}) {
  const active = filters.orderBy === column;
  const Icon = !active
    ? IconArrowsSort
    : filters.direction === "asc"
      ? IconSortAscending
      : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (filters.direction === "asc" ? "ascending" : "descending") : "none"}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export function UsersTable({ users, filters, onSort }: Props) {
  const { t } = useTranslation("users");
  const sort = { filters, onSort };
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="id" label={t("columns.id")} {...sort} />
            <SortHeader column="username" label={t("columns.username")} {...sort} />
            <SortHeader column="first_name" label={t("columns.firstName")} {...sort} />
            <SortHeader column="last_name" label={t("columns.lastName")} {...sort} />
            <Table.Th>{t("columns.email")}</Table.Th>
            <Table.Th>{t("columns.roles")}</Table.Th>
            <Table.Th>{t("columns.tags")}</Table.Th>
            <Table.Th>{t("columns.status")}</Table.Th>
            <SortHeader column="created_at" label={t("columns.created")} {...sort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.id}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/user/${user.id}`} fw={600}>
                  {user.username}
                </Anchor>
              </Table.Td>
              <Table.Td>{user.first_name}</Table.Td>
              <Table.Td>{user.last_name}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: "break-all" }}>
                  {user.email ?? "—"}
                </Text>
              </Table.Td>
              <Table.Td>
                <RoleBadges roles={user.all_roles} />
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {user.tags.map((tag) => (
                    <Badge
                      key={tag.id}
                      size="sm"
                      variant="outline"
                      color="dark"
                      component={Link}
                      to={`/tag/${tag.id}`}
                      style={{ cursor: "pointer", borderColor: tag.color }}
                    >
                      {tag.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="dot" color={user.is_active ? "teal" : "gray"}>
                  {user.is_active ? t("status.active") : t("status.inactive")}
                </Badge>
              </Table.Td>
              <Table.Td>{dayjs(user.created_at).format("YYYY-MM-DD")}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
