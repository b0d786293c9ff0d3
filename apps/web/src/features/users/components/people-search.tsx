import { userEndpoints } from "@edu/shared";
import { Autocomplete, Group, Loader, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { call } from "../../../lib/endpoint-client";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";

/** Two characters at least, or one Chinese character: a surname (吳, 黃) is worth searching for alone. */
const worthSearching = (q: string) => q.length >= 2 || /^\p{Script=Han}$/u.test(q);

/**
 * One people search for the office: a name in any script or order (王美玲, Mei-Ling Wang), a
 * phone number (local or +886) or an email; picking a person opens their page.
 */
export function PeopleSearch({ onNavigate }: { onNavigate?: () => void }) {
  const { isStaff } = useViewerRoles();
  if (!isStaff) return null;
  return <Search onNavigate={onNavigate} />;
}

function Search({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const [q] = useDebouncedValue(typed.trim(), 250);
  const found = useQuery({
    queryKey: ["users", "people-search", q] as const,
    queryFn: ({ signal }) =>
      call(
        userEndpoints.searchUsers,
        { query: { q, page_size: 8 } },
        { signal, overlay: false, silent: true },
      ),
    enabled: worthSearching(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const people = worthSearching(q) ? (found.data?.users.data ?? []) : [];
  const byId = new Map(people.map((person) => [String(person.id), person]));
  return (
    <Autocomplete
      aria-label={t("workspace.peopleSearch")}
      placeholder={t("workspace.peopleSearch")}
      value={typed}
      onChange={setTyped}
      data={people.map((person) => ({ value: String(person.id), label: displayName(person) }))}
      // The server already matched (both name orders, phone, email): show what it found.
      filter={({ options }) => options}
      leftSection={found.isFetching ? <Loader size={14} /> : <IconSearch size={16} aria-hidden />}
      renderOption={({ option }) => {
        const person = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{person ? displayName(person) : option.value}</Text>
            {person && (
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {[person.username, person.email].filter(Boolean).join(" · ")}
                </Text>
              </Group>
            )}
          </Stack>
        );
      }}
      onOptionSubmit={(id) => {
        // The input would show the id: clear it and open the person's page.
        setTimeout(() => setTyped(""));
        onNavigate?.();
        navigate(`/user/${id}`);
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="people-search"
    />
  );
}
