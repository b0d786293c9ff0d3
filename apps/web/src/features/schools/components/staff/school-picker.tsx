import type { SchoolCard } from "@edu/shared/schools";
import { Autocomplete } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { schoolPickQuery } from "./staff-api";
import { useStaffTranslation } from "./staff-texts";

/**
 * One option's text: the reader's name with the English one beside it (and the name the keyword matched,
 * when another), where it is, and the id.
 */
export function schoolOptionText(
  school: Pick<SchoolCard, "id" | "name" | "name_en" | "city" | "state" | "matched_alias">,
) {
  const shown = school.name === school.name_en ? school.name : `${school.name} · ${school.name_en}`;
  const matched = school.matched_alias;
  const names =
    matched && matched !== school.name && matched !== school.name_en ? `${shown} (${matched})` : shown;
  const place = [school.city, school.state].filter(Boolean).join(", ");
  return place ? `${names} — ${place} (#${school.id})` : `${names} (#${school.id})`;
}

/**
 * Finds a school by any of its names (GET schools/search: any language, abbreviation); choosing an option
 * picks that school and clears the field.
 */
export function SchoolPicker({ onPick, label }: { onPick: (school: SchoolCard) => void; label?: string }) {
  const { t } = useStaffTranslation();
  const [text, setText] = useState("");
  const [keyword] = useDebouncedValue(text.trim(), 250);
  const found = useQuery({ ...schoolPickQuery(keyword), enabled: keyword.length > 0 });
  const schools = keyword ? (found.data?.data ?? []) : [];
  return (
    <Autocomplete
      label={label ?? t("picker.label")}
      description={t("picker.hint")}
      data={schools.map(schoolOptionText)}
      value={text}
      onChange={(next) => {
        const school = schools.find((s) => schoolOptionText(s) === next);
        if (school) onPick(school);
        setText(school ? "" : next);
      }}
      filter={({ options }) => options}
    />
  );
}
