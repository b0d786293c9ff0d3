import type { User } from "@edu/shared";
import { Anchor, Avatar, Group, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatName } from "../../../lib/person-name";

const fullName = (user: User) => formatName(user) || user.username;

/** A short list of people, each linking to their page. */
export function PeopleList({
  people,
  loading,
  empty,
  testId,
}: {
  people: User[] | undefined;
  loading: boolean;
  empty: string;
  testId?: string;
}) {
  const { t } = useTranslation("home");
  if (loading) return <Loader size="sm" role="status" aria-label={t("loading")} />;
  if (!people?.length) {
    return (
      <Text size="sm" c="gray.7">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid={testId}>
      {people.map((person) => (
        <Group key={person.id} component="li" gap="sm" wrap="nowrap">
          <Avatar size="sm" color="brand" radius="xl" aria-hidden="true">
            {fullName(person).slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={0}>
            <Anchor component={Link} to={`/user/${person.id}`} fw={500}>
              {fullName(person)}
            </Anchor>
            <Text size="xs" c="gray.7">
              @{person.username}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
