import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { displayName } from "../../../lib/person-name";
import { studentsQuery } from "../api/analysis-api";

/** Picks a student the reader may read (the server's list: their children, classes, counselees, or all). */
export function StudentPicker({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation("analysis");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const students = useQuery({ ...studentsQuery(q), placeholderData: keepPreviousData });
  const options = (students.data?.data ?? []).map((s) => ({
    value: String(s.id),
    label: `${displayName(s)} (${s.username})`,
  }));
  return (
    <Select
      label={t("pickStudent")}
      placeholder={t("pickStudentHint")}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      value={value ? String(value) : null}
      onChange={(next) => next && onChange(Number(next))}
      nothingFoundMessage={students.isPending ? t("loading") : t("noStudents")}
      maw={420}
    />
  );
}
