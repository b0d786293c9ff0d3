import type { UserWithTags } from "@edu/shared";
import { Anchor, Badge, Group, Select, Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowsSort, IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DataListColumn } from "../../../components/data-list";
import { formatDate } from "../../../lib/format-date";
import type { UserFilters, UserOrderBy } from "../lib/user-filters";
import { RoleBadges } from "./role-badges";

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

/** The sortable columns and their header keys. */
const SORTABLE: ReadonlyArray<[UserOrderBy, string]> = [
  ["id", "columns.id"],
  ["username", "columns.username"],
  ["first_name", "columns.firstName"],
  ["last_name", "columns.lastName"],
  ["created_at", "columns.created"],
];

/** On cards there are no column headers to click: the same sorting as a select. */
export function UsersSortSelect({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: (orderBy: UserOrderBy, direction: "asc" | "desc") => void;
}) {
  const { t } = useTranslation("users");
  const data = SORTABLE.flatMap(([column, key]) =>
    (["asc", "desc"] as const).map((direction) => ({
      value: `${column}:${direction}`,
      label: `${t(key)} ${t(`sort.${direction}`)}`,
    })),
  );
  return (
    <Select
      label={t("sort.label")}
      data={data}
      value={`${filters.orderBy}:${filters.direction}`}
      onChange={(value) => {
        const [column, direction] = (value ?? "id:asc").split(":") as [UserOrderBy, "asc" | "desc"];
        onChange(column, direction);
      }}
      allowDeselect={false}
      w={240}
    />
  );
}

/** The /users columns; the sortable ones have a sort button in their header (desktop). */
export function useUserColumns(
  filters: UserFilters,
  onSort: (column: UserOrderBy) => void,
): DataListColumn<UserWithTags>[] {
  const { t } = useTranslation("users");
  const sort = { filters, onSort };
  const sortable = (column: UserOrderBy, header: string) => ({
    header,
    th: <SortHeader column={column} label={header} {...sort} />,
  });
  return [
    { key: "id", ...sortable("id", t("columns.id")), cell: (user) => user.id, csv: (user) => user.id },
    {
      key: "username",
      ...sortable("username", t("columns.username")),
      primary: true,
      cell: (user) => (
        <Anchor component={Link} to={`/user/${user.id}`} fw={600}>
          {user.username}
        </Anchor>
      ),
      csv: (user) => user.username,
    },
    {
      key: "first_name",
      ...sortable("first_name", t("columns.firstName")),
      cell: (user) => user.first_name,
      csv: (user) => user.first_name,
    },
    {
      key: "last_name",
      ...sortable("last_name", t("columns.lastName")),
      cell: (user) => user.last_name,
      csv: (user) => user.last_name,
    },
    {
      key: "email",
      header: t("columns.email"),
      cell: (user) => (
        <Text size="sm" style={{ wordBreak: "break-all" }}>
          {user.email ?? "—"}
        </Text>
      ),
      csv: (user) => user.email,
    },
    {
      key: "roles",
      header: t("columns.roles"),
      cell: (user) => <RoleBadges roles={user.all_roles} />,
      csv: (user) => user.all_roles.map((role) => t(`roles.${role}`)).join(", "),
    },
    {
      key: "tags",
      header: t("columns.tags"),
      cell: (user) => (
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
      ),
      csv: (user) => user.tags.map((tag) => tag.name).join(", "),
    },
    {
      key: "status",
      header: t("columns.status"),
      cell: (user) => (
        <Badge size="sm" variant="dot" color={user.is_active ? "teal" : "gray"}>
          {user.is_active ? t("status.active") : t("status.inactive")}
        </Badge>
      ),
      csv: (user) => (user.is_active ? t("status.active") : t("status.inactive")),
    },
    {
      key: "created_at",
      ...sortable("created_at", t("columns.created")),
      cell: (user) => formatDate(user.created_at),
      csv: (user) => formatDate(user.created_at),
    },
  ];
}
