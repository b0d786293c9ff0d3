import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatName } from "../../../lib/person-name";
import { parentsQuery } from "../api/balance-api";

/** Admins choose whose balance to see or adjust: parents by name, username or email. */
export function ParentPicker({
  value,
  onChange,
  error,
  label,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  label?: string;
}) {
  const { t } = useTranslation("balance");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 250);
  const list = useQuery(parentsQuery(q, 1));
  const options = (list.data?.data ?? []).map((parent) => ({
    value: String(parent.id),
    label: `${formatName({ first_name: parent.first_name, last_name: parent.last_name }) || parent.username} (${parent.username})`,
  }));
  return (
    <Select
      label={label ?? t("picker.label")}
      placeholder={t("picker.placeholder")}
      searchable
      clearable
      data={options}
      value={value ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={list.isPending ? t("picker.loading") : t("picker.none")}
      error={error}
      filter={({ options: all }) => all}
      data-testid="parent-picker"
    />
  );
}
