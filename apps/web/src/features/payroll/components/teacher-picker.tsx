import { Autocomplete } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatName } from "../../../lib/person-name";
import { type TeacherOption, teacherSearchQuery } from "../api/payroll-api";

type Props = {
  label: string;
  onPick: (teacher: TeacherOption | null) => void;
  error?: string;
  required?: boolean;
};

const optionOf = (user: TeacherOption) => `${formatName(user)} — ${user.username} (#${user.id})`;

/** Finds a teacher through GET users/search (name, username or email); choosing an option picks them. */
export function TeacherPicker({ label, onPick, error, required }: Props) {
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const users = useQuery({ ...teacherSearchQuery(debounced), enabled: debounced.length > 0 });
  const found = users.data?.users.data ?? [];
  return (
    <Autocomplete
      label={label}
      required={required}
      data={found.map(optionOf)}
      value={text}
      error={error}
      onChange={(next) => {
        setText(next);
        onPick(found.find((u) => optionOf(u) === next) ?? null);
      }}
      filter={({ options }) => options}
    />
  );
}
