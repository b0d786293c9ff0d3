import type { BillPerson } from "@edu/shared";
import { Autocomplete } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { formatName } from "../../../lib/person-name";
import { parentSearchQuery } from "../api/billing-api";

type Props = {
  label: string;
  placeholder?: string;
  value: BillPerson | null;
  onPick: (parent: BillPerson) => void;
  error?: string;
};

export const personLabel = (
  person: Pick<BillPerson, "id" | "first_name" | "last_name"> & { username?: string },
) => `${formatName(person) || person.username || ""} (#${person.id})`;

/** Finds a parent (parent/search: name, username or e-mail); choosing an option picks that parent. */
export function ParentPicker({ label, placeholder, value, onPick, error }: Props) {
  const [text, setText] = useState(value ? personLabel(value) : "");
  // What the field shows follows the form's parent (a refused change puts the old one back).
  const shownId = value?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new parent resets the text
  useEffect(() => setText(value ? personLabel(value) : ""), [shownId]);
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const picked = value !== null && text === personLabel(value);
  const parents = useQuery({ ...parentSearchQuery(debounced), enabled: !picked && debounced.length > 0 });
  const found = parents.data?.data ?? [];
  const options = found.map((user) => ({ value: String(user.id), label: personLabel(user) }));
  return (
    <Autocomplete
      label={label}
      placeholder={placeholder}
      required
      data={options.map((option) => option.label)}
      value={text}
      error={error}
      onChange={setText}
      onOptionSubmit={(option) => {
        const user = found.find((candidate) => personLabel(candidate) === option);
        if (!user) return;
        onPick({
          id: user.id,
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email ?? null,
        });
      }}
      onBlur={() => setText(value ? personLabel(value) : "")}
      filter={({ options: all }) => all}
    />
  );
}
