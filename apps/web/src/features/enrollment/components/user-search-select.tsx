import { Autocomplete } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatName } from "../../../lib/person-name";
import { userSearchQuery } from "../api/admin-api";

type Props = {
  label: string;
  userRole: "student" | "parent" | null;
  onChange: (id: number | null) => void;
  error?: string;
};

const idOf = (option: string): number | null => {
  const match = /\(#(\d+)\)$/.exec(option);
  return match?.[1] ? Number(match[1]) : null;
};

/** Finds a user through users/search (name, username or email); choosing an option picks that user. */
export function UserSearchSelect({ label, userRole, onChange, error }: Props) {
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const chosen = idOf(debounced) !== null;
  const users = useQuery({ ...userSearchQuery(debounced, userRole), enabled: !chosen });
  const options = (users.data?.users.data ?? []).map(
    (user) => `${user.username} — ${formatName(user)} (#${user.id})`,
  );
  return (
    <Autocomplete
      label={label}
      data={options}
      value={text}
      error={error}
      onChange={(next) => {
        setText(next);
        onChange(idOf(next));
      }}
      onOptionSubmit={(option) => onChange(idOf(option))}
      filter={({ options: all }) => all}
    />
  );
}
