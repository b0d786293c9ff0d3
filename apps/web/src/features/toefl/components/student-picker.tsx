import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { takersQuery } from "../api/toefl-api";

type StudentPickerProps = {
  value: number | undefined;
  onChange: (studentId: number | undefined) => void;
};

/** Teachers and staff pick a student who has TOEFL sittings (searched by name on the server). */
export function StudentPicker({ value, onChange }: StudentPickerProps) {
  const { t } = useTranslation("toefl");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const takers = useQuery({ ...takersQuery(q), placeholderData: keepPreviousData });
  const options = (takers.data?.data ?? []).map((person) => ({
    value: String(person.id),
    label: `${person.name} (${person.username})`,
  }));
  return (
    <Select
      label={t("results.student")}
      placeholder={t("results.anyStudent")}
      data={options}
      value={value ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t("results.noStudents")}
      style={{ maxWidth: 360 }}
    />
  );
}
