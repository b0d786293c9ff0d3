import { Autocomplete } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatName } from "../../../lib/person-name";
import { type PickUser, userSearchQuery } from "../api/receivables-api";

type Props = {
  label: string;
  /** The chosen person's label (empty: nobody chosen yet). */
  value: string;
  onPick: (person: { id: number; label: string } | null) => void;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  description?: string;
};

export const personLabel = (user: Pick<PickUser, "id" | "username" | "first_name" | "last_name">) =>
  `${formatName(user) || user.username} (#${user.id})`;

/**
 * Finds a user through GET users/search (name, username or email). The field shows the chosen
 * person; typing again searches, clearing it unsets the choice.
 */
export function PersonPicker({ label, value, onPick, error, required, disabled, description }: Props) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const searching = debounced.length > 0 && debounced !== value;
  const users = useQuery({ ...userSearchQuery(debounced), enabled: searching });
  const found = users.data?.users.data ?? [];
  return (
    <Autocomplete
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      error={error}
      data={found.map(personLabel)}
      value={text}
      onChange={(next) => {
        setText(next);
        const user = found.find((u) => personLabel(u) === next);
        if (user) onPick({ id: user.id, label: personLabel(user) });
        else if (next.trim() === "") onPick(null);
      }}
      filter={({ options }) => options}
    />
  );
}
