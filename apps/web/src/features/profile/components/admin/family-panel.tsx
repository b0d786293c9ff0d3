import type { Profile, ProfileLink } from "@edu/shared";
import { Anchor, Autocomplete, Button, Group, Stack, Table, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ScrollTable } from "../../../../components/scroll-table";
import { formatName } from "../../../../lib/person-name";
import { rolesOf } from "../../../../lib/roles";
import { connectStudents, disconnectStudent, userPickQuery } from "../../api/profile-api";
import { SectionCard } from "../profile-sections";

const idOf = (option: string): string | null => /\(#(\d+)\)$/.exec(option)?.[1] ?? null;

function PickUser({
  label,
  pickRole: role,
  exclude,
  value,
  onChange,
}: {
  label: string;
  pickRole: "student" | "parent";
  exclude: number[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text, 250);
  const users = useQuery(
    userPickQuery(value !== null && idOf(debounced) === value ? "" : debounced.trim(), role),
  );
  const data = (users.data?.users.data ?? [])
    .filter((user) => !exclude.includes(user.id))
    .map((user) => `${user.username} — ${formatName(user)} (#${user.id})`);
  if (value === null && text !== "" && idOf(text) !== null) setText("");
  return (
    <Autocomplete
      label={label}
      data={data}
      value={text}
      onChange={(next) => {
        setText(next);
        if (value !== null && idOf(next) !== value) onChange(null);
      }}
      onOptionSubmit={(option) => onChange(idOf(option))}
      filter={({ options }) => options}
      style={{ flex: 1, minWidth: 220 }}
    />
  );
}

function LinksTable({
  links,
  onRemove,
  removeLabel,
  label,
}: {
  links: ProfileLink[];
  onRemove: (id: number) => void;
  removeLabel: string;
  /** The table's name (the section it is in). */
  label: string;
}) {
  const { t } = useTranslation("profile");
  if (links.length === 0) return <Text size="sm">{t("family.none")}</Text>;
  return (
    <ScrollTable minWidth={420} label={label}>
      <Table>
        <Table.Tbody>
          {links.map((link) => (
            <Table.Tr key={link.id}>
              <Table.Td>
                <Anchor component={Link} to={`/user/${link.id}`} fw={600}>
                  {link.username}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatName(link)}</Table.Td>
              <Table.Td>{link.email ?? "—"}</Table.Td>
              <Table.Td ta="right">
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(link.id)}
                  aria-label={`${removeLabel}: ${link.username}`}
                >
                  {removeLabel}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** Admin: connect and disconnect parents and children (a parent may be their own student). */
export function FamilyPanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  const { user, parents, children } = profile;
  const { isParent, isStudent } = rolesOf(user);
  const [child, setChild] = useState<string | null>(null);
  const [parent, setParent] = useState<string | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ["profile"] });
    await queryClient.invalidateQueries({ queryKey: ["users"] });
  };
  const connect = useMutation({
    mutationFn: ({ parentId, studentId }: { parentId: number; studentId: number }) =>
      connectStudents(parentId, [studentId]),
    onSuccess: async () => {
      setChild(null);
      setParent(null);
      await refresh();
    },
  });
  const disconnect = useMutation({
    mutationFn: ({ parentId, studentId }: { parentId: number; studentId: number }) =>
      disconnectStudent(parentId, studentId),
    onSuccess: refresh,
  });

  if (!isParent && !isStudent) {
    return (
      <SectionCard title={t("family.title")}>
        <Text size="sm">{t("family.needsRole")}</Text>
      </SectionCard>
    );
  }
  return (
    <Stack gap="md">
      {isParent && (
        <SectionCard title={t("family.children")} testId="children-panel">
          <Stack gap="sm">
            <LinksTable
              label={t("family.children")}
              links={children}
              removeLabel={t("family.disconnect")}
              onRemove={(studentId) => disconnect.mutate({ parentId: user.id, studentId })}
            />
            <Group align="flex-end" gap="xs" wrap="wrap">
              <PickUser
                label={t("family.addChild")}
                pickRole="student"
                exclude={children.map((link) => link.id)}
                value={child}
                onChange={setChild}
              />
              <Button
                disabled={!child}
                loading={connect.isPending}
                onClick={() => connect.mutate({ parentId: user.id, studentId: Number(child) })}
              >
                {t("family.connect")}
              </Button>
            </Group>
          </Stack>
        </SectionCard>
      )}
      {isStudent && (
        <SectionCard title={t("family.parents")} testId="parents-panel">
          <Stack gap="sm">
            <LinksTable
              label={t("family.parents")}
              links={parents}
              removeLabel={t("family.disconnect")}
              onRemove={(parentId) => disconnect.mutate({ parentId, studentId: user.id })}
            />
            <Group align="flex-end" gap="xs" wrap="wrap">
              <PickUser
                label={t("family.addParent")}
                pickRole="parent"
                exclude={parents.map((link) => link.id)}
                value={parent}
                onChange={setParent}
              />
              <Button
                disabled={!parent}
                loading={connect.isPending}
                onClick={() => connect.mutate({ parentId: Number(parent), studentId: user.id })}
              >
                {t("family.connect")}
              </Button>
            </Group>
          </Stack>
        </SectionCard>
      )}
    </Stack>
  );
}
