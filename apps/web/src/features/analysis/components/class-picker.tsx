import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { classesQuery } from "../api/analysis-api";

/** Picks a class the reader may read (a teacher's own, every class for staff), by name. */
export function ClassPicker({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation("analysis");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const classes = useQuery({ ...classesQuery(q), placeholderData: keepPreviousData });
  const options = (classes.data?.data ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} · ${c.course_session}`,
  }));
  return (
    <Select
      label={t("pickClass")}
      placeholder={t("pickClassHint")}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      value={value ? String(value) : null}
      onChange={(next) => next && onChange(Number(next))}
      nothingFoundMessage={classes.isPending ? t("loading") : t("noClasses")}
      maw={420}
    />
  );
}
