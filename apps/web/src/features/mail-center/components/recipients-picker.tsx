import {
  MAIL_CLASS_AUDIENCES,
  type MailAudience,
  type MailClassAudience,
  type MailRecipientsInput,
  ROLES,
  type Role,
} from "@edu/shared";
import { Checkbox, Group, MultiSelect, SegmentedControl, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { displayName } from "../../../lib/person-name";
import { classOptionsQuery, tagOptionsQuery, userOptionsQuery } from "../api/mail-center-api";

type Props = {
  value: MailRecipientsInput;
  onChange: (next: MailRecipientsInput) => void;
  /** Names of what was chosen before (the saved mail), so chosen items show their names. */
  initial?: MailAudience;
  error?: string;
  /** Told the chosen users with their names when they change (the preview offers them). */
  onUsersChange?: (people: { id: number; name: string }[]) => void;
};

type Labels = Record<string, string>;

/** Options for a MultiSelect: what the search found, plus what is chosen (kept with its name). */
function withChosen(found: Labels, known: Labels, chosen: number[]) {
  const all = { ...known, ...found };
  const ids = new Set([...chosen.map(String), ...Object.keys(found)]);
  return [...ids].map((id) => ({ value: id, label: all[id] ?? `#${id}` }));
}

/**
 * Who a mail goes to: users (searched), tags, classes (their students, parents, or both) and roles.
 * The server turns the choice into people when the mail is sent (active users with an email, each once).
 */
export function RecipientsPicker({ value, onChange, initial, error, onUsersChange }: Props) {
  const { t } = useTranslation("mail-center");
  const [userSearch, setUserSearch] = useState("");
  const [classSearch, setClassSearch] = useState("");
  const [userQ] = useDebouncedValue(userSearch.trim(), 300);
  const [classQ] = useDebouncedValue(classSearch.trim(), 300);
  const [known, setKnown] = useState<{ users: Labels; classes: Labels }>(() => ({
    users: Object.fromEntries(
      (initial?.users ?? []).map((u) => [String(u.id), u.email ? `${u.name} <${u.email}>` : u.name]),
    ),
    classes: Object.fromEntries((initial?.classes ?? []).map((c) => [String(c.id), c.name])),
  }));
  const users = useQuery(userOptionsQuery(userQ));
  const tags = useQuery(tagOptionsQuery());
  const classes = useQuery(classOptionsQuery(classQ));

  const foundUsers = useMemo<Labels>(
    () =>
      Object.fromEntries(
        (userQ ? (users.data?.users.data ?? []) : []).map((u) => [
          String(u.id),
          u.email ? `${displayName(u)} <${u.email}>` : displayName(u),
        ]),
      ),
    [users.data, userQ],
  );
  const foundClasses = useMemo<Labels>(
    () =>
      Object.fromEntries((classes.data?.data ?? []).map((c) => [String(c.id), c.localized?.name || c.name])),
    [classes.data],
  );
  const tagOptions = [
    ...(tags.data?.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })),
    ...(initial?.tags ?? [])
      .filter((tag) => !tags.data?.data.some((known) => known.id === tag.id))
      .map((tag) => ({ value: String(tag.id), label: tag.name })),
  ];

  const set = (patch: Partial<MailRecipientsInput>) => onChange({ ...value, ...patch });
  const ids = (values: string[]) => values.map(Number);

  return (
    <Stack gap="sm" data-testid="recipients-picker">
      <MultiSelect
        label={t("recipients.users")}
        placeholder={t("recipients.usersPlaceholder")}
        searchable
        searchValue={userSearch}
        onSearchChange={setUserSearch}
        data={withChosen(foundUsers, known.users, value.user_ids)}
        value={value.user_ids.map(String)}
        onChange={(values) => {
          const labels = { ...known.users, ...foundUsers };
          setKnown((k) => ({ ...k, users: labels }));
          set({ user_ids: ids(values) });
          onUsersChange?.(values.map((id) => ({ id: Number(id), name: labels[id] ?? `#${id}` })));
        }}
        filter={({ options }) => options}
        nothingFoundMessage={userQ ? t("recipients.nothingFound") : t("recipients.typeToSearch")}
        clearable
      />
      <MultiSelect
        label={t("recipients.tags")}
        searchable
        data={tagOptions}
        value={value.tag_ids.map(String)}
        onChange={(values) => set({ tag_ids: ids(values) })}
        nothingFoundMessage={t("recipients.nothingFound")}
        clearable
      />
      <MultiSelect
        label={t("recipients.classes")}
        searchable
        searchValue={classSearch}
        onSearchChange={setClassSearch}
        data={withChosen(foundClasses, known.classes, value.class_ids)}
        value={value.class_ids.map(String)}
        onChange={(values) => {
          setKnown((k) => ({ ...k, classes: { ...k.classes, ...foundClasses } }));
          set({ class_ids: ids(values) });
        }}
        filter={({ options }) => options}
        nothingFoundMessage={t("recipients.nothingFound")}
        clearable
      />
      {value.class_ids.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="mail-class-audience">
            {t("recipients.classAudience")}
          </Text>
          <SegmentedControl
            aria-labelledby="mail-class-audience"
            value={value.class_audience}
            onChange={(next) => set({ class_audience: next as MailClassAudience })}
            data={MAIL_CLASS_AUDIENCES.map((audience) => ({
              value: audience,
              label: t(`recipients.audience.${audience}`),
            }))}
          />
        </Stack>
      )}
      <Checkbox.Group
        label={t("recipients.roles")}
        value={value.roles}
        onChange={(next) => set({ roles: next as Role[] })}
      >
        <Group gap="md" mt={4} wrap="wrap">
          {ROLES.map((role) => (
            <Checkbox key={role} value={role} label={t(`roles.${role}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
