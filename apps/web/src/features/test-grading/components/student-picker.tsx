import { Loader, MultiSelect } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatName } from "../../../lib/person-name";
import { studentsQuery } from "../api/grading-api";

type Props = { value: number[]; onChange: (ids: number[]) => void; label: string; error?: string };

/** Students by name: a teacher's own students (staff: every one), the names picked so far kept in the list. */
export function StudentPicker({ value, onChange, label, error }: Props) {
  const { t } = useTranslation("test-grading");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const students = useQuery(studentsQuery(q));
  const [known, setKnown] = useState<Record<number, string>>({});
  const found = (students.data?.data ?? []).map((user) => ({
    value: String(user.id),
    label: formatName(user) || user.username,
  }));
  const picked = value
    .filter((id) => !found.some((option) => option.value === String(id)))
    .map((id) => ({ value: String(id), label: known[id] ?? `#${id}` }));
  return (
    <MultiSelect
      label={label}
      description={t("setTest.studentsHint")}
      data={[...picked, ...found]}
      value={value.map(String)}
      onChange={(ids) => {
        const names = Object.fromEntries(found.map((option) => [Number(option.value), option.label]));
        setKnown((old) => ({ ...old, ...names }));
        onChange(ids.map(Number));
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      error={error}
      rightSection={students.isFetching ? <Loader size="xs" /> : undefined}
      comboboxProps={{ floatingStrategy: "fixed" }}
    />
  );
}
