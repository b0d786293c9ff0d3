import type { SchoolDetail } from "@edu/shared/schools";
import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useStaffTranslation } from "./staff-texts";

/** The school a staff screen works on: its name in the reader's language, the English name beside it. */
export function SchoolHeading({ school }: { school: SchoolDetail }) {
  const { t } = useStaffTranslation();
  return (
    <Stack gap={2}>
      <Group gap="xs" align="baseline" wrap="wrap">
        <Title order={2} size="h3">
          {school.name}
        </Title>
        {school.name !== school.name_en && (
          <Text c="gray.7" size="sm" lang="en">
            {school.name_en}
          </Text>
        )}
      </Group>
      <Group gap="md" wrap="wrap">
        {(school.city || school.state) && (
          <Text size="sm" c="gray.7">
            {[school.city, school.state].filter(Boolean).join(", ")}
          </Text>
        )}
        <Anchor component={Link} to={`/schools/${school.id}`} size="sm">
          {t("heading.open")}
        </Anchor>
      </Group>
    </Stack>
  );
}
