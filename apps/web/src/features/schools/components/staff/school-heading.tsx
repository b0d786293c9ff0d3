import type { SchoolDetail } from "@edu/shared/schools";
import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { useStaffTranslation } from "./staff-texts";

/** The other staff screens for the same school, each keeping it picked. */
const STAFF_SCREENS = [
  { path: "/schools/edit", label: "heading.edit" },
  { path: "/collegeAliases", label: "heading.aliases" },
  { path: "/attachLinkToSchool", label: "heading.links" },
] as const;

/** The school a staff screen works on: its name in the reader's language, the English name beside it. */
export function SchoolHeading({ school }: { school: SchoolDetail }) {
  const { t } = useStaffTranslation();
  const { pathname } = useLocation();
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
      {(school.city || school.state) && (
        <Text size="sm" c="gray.7">
          {[school.city, school.state].filter(Boolean).join(", ")}
        </Text>
      )}
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={`/schools/${school.id}`} size="sm">
          {t("heading.open")}
        </Anchor>
        {STAFF_SCREENS.filter((screen) => screen.path !== pathname).map((screen) => (
          <Anchor key={screen.path} component={Link} to={`${screen.path}?school=${school.id}`} size="sm">
            {t(screen.label)}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
