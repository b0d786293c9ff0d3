import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

/** The search box above admin lists (the caller resets its page when the text changes). */
export function ListSearchInput({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      maw={360}
    />
  );
}
