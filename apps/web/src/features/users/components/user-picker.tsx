import type { Role } from "@edu/shared";
import { Autocomplete } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatName } from "../../../lib/person-name";
import { userPickQuery } from "../api/users-api";

type Props = {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  role?: Role | null;
  exclude?: number[];
  placeholder?: string;
  testId?: string;
};

const idOf = (option: string): number | null => {
  const match = /\(#(\d+)\)$/.exec(option);
  return match?.[1] ? Number(match[1]) : null;
};

/**
 * A user search box backed by users/search (name, username or email). The text stays what was typed
 * (a Select would reset its search when the options change); choosing an option picks that user.
 */
export function UserPicker({
  label,
  value,
  onChange,
  role = null,
  exclude = [],
  placeholder,
  testId,
}: Props) {
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text, 250);
  const query = value !== null && idOf(debounced) === value ? "" : debounced.trim();
  const users = useQuery(userPickQuery(query, role));
  const options = (users.data?.users.data ?? [])
    .filter((user) => !exclude.includes(user.id))
    .map((user) => `${user.username} — ${formatName(user)} (#${user.id})`);
  return (
    <Autocomplete
      label={label}
      placeholder={placeholder}
      data-testid={testId}
      data={options}
      value={text}
      onChange={(next) => {
        setText(next);
        if (value !== null && idOf(next) !== value) onChange(null);
      }}
      onOptionSubmit={(option) => onChange(idOf(option))}
      filter={({ options: all }) => all}
    />
  );
}
