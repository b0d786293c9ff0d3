import { ROLES, type Role } from "@edu/shared";
import { Button, Grid, MultiSelect, SegmentedControl, Select, TagsInput, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { tagOptionsQuery } from "../api/users-api";
import { DEFAULT_FILTERS, type SearchMode, type UserFilters, updateFilters } from "../lib/user-filters";

type Props = {
  filters: UserFilters;
  /** The role is fixed by the tab (teachers, students, administrators); only the list tab may choose. */
  roleFixed: boolean;
  onChange: (next: UserFilters) => void;
};

export function UsersFilters({ filters, roleFixed, onChange }: Props) {
  const { t } = useTranslation("users");
  const [q, setQ] = useState(filters.q);
  const tags = useQuery(tagOptionsQuery());
  const commitQ = useDebouncedCallback(
    (value: string) => onChange(updateFilters(filters, { q: value.trim() })),
    350,
  );
  const modeData = [
    { value: "any", label: t("filters.any") },
    { value: "all", label: t("filters.all") },
  ];

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label={t("filters.q")}
          placeholder={t("filters.qPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={q}
          type="search"
          onChange={(event) => {
            setQ(event.currentTarget.value);
            commitQ(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") onChange(updateFilters(filters, { q: q.trim() }));
          }}
        />
      </Grid.Col>
      {!roleFixed && (
        <Grid.Col span={{ base: 6, md: 2 }}>
          <Select
            label={t("filters.role")}
            placeholder={t("filters.anyRole")}
            clearable
            data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            value={filters.role}
            onChange={(value) => onChange(updateFilters(filters, { role: (value as Role | null) ?? null }))}
          />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: roleFixed ? 12 : 6, md: roleFixed ? 3 : 2 }}>
        <Select
          label={t("filters.status")}
          allowDeselect={false}
          data={[
            { value: "all", label: t("filters.statusAll") },
            { value: "active", label: t("filters.statusActive") },
            { value: "inactive", label: t("filters.statusInactive") },
          ]}
          value={filters.active}
          onChange={(value) =>
            onChange(updateFilters(filters, { active: (value as UserFilters["active"] | null) ?? "all" }))
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: roleFixed ? 5 : 4 }}>
        <MultiSelect
          label={t("filters.tags")}
          placeholder={filters.tagIds.length ? undefined : t("filters.tagsPlaceholder")}
          searchable
          clearable
          data={(tags.data?.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
          value={filters.tagIds.map(String)}
          onChange={(value) => onChange(updateFilters(filters, { tagIds: value.map(Number) }))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TagsInput
          label={t("filters.subjects")}
          placeholder={filters.subjects.length ? undefined : t("filters.subjectsPlaceholder")}
          clearable
          value={filters.subjects}
          onChange={(value) => onChange(updateFilters(filters, { subjects: value }))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <SegmentedControl
          fullWidth
          aria-label={t("filters.tagMode")}
          data={modeData.map((item) => ({ ...item, label: `${t("filters.tagsShort")}: ${item.label}` }))}
          value={filters.tagMode}
          onChange={(value) => onChange(updateFilters(filters, { tagMode: value as SearchMode }))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <SegmentedControl
          fullWidth
          aria-label={t("filters.subjectMode")}
          data={modeData.map((item) => ({ ...item, label: `${t("filters.subjectsShort")}: ${item.label}` }))}
          value={filters.subjectMode}
          onChange={(value) => onChange(updateFilters(filters, { subjectMode: value as SearchMode }))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 2 }}>
        <Button
          variant="default"
          fullWidth
          onClick={() => {
            setQ("");
            onChange({ ...DEFAULT_FILTERS, role: roleFixed ? filters.role : null });
          }}
        >
          {t("filters.reset")}
        </Button>
      </Grid.Col>
    </Grid>
  );
}
