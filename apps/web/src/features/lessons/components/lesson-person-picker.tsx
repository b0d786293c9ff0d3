import { Autocomplete } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatName } from "../../../lib/person-name";
import { lessonUserSearchQuery } from "../api/lessons-api";

type Person = { id: number; username: string; first_name: string; last_name: string };

type Props = {
  label: string;
  userRole: "student" | "teacher";
  /** Ids already in the form: not offered again. */
  exclude: readonly number[];
  onPick: (person: Person) => void;
  disabled?: boolean;
};

const optionOf = (user: Person) => `${user.username} — ${formatName(user)} (#${user.id})`;

/**
 * Finds a student or teacher through GET users/search (name, username or email); choosing an option
 * adds that person and clears the field for the next one.
 */
export function LessonPersonPicker({ label, userRole, exclude, onPick, disabled }: Props) {
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const users = useQuery({ ...lessonUserSearchQuery(debounced, userRole), enabled: debounced.length > 0 });
  const found = (users.data?.users.data ?? []).filter((user) => !exclude.includes(user.id));
  return (
    <Autocomplete
      label={label}
      data={found.map(optionOf)}
      value={text}
      disabled={disabled}
      onChange={(next) => {
        // Choosing an option sets the field to its text: add that person and clear the field.
        const user = found.find((u) => optionOf(u) === next);
        if (user) onPick(user);
        setText(user ? "" : next);
      }}
      filter={({ options }) => options}
    />
  );
}
