import { Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A school's page address: its slug when it has one, else its id. */
export const schoolPath = (school: { id: number; slug: string }, tab?: string) =>
  `/schools/${school.slug || school.id}${tab && tab !== "overview" ? `/${tab}` : ""}`;

/**
 * A result's name: in the reader's language, linking to the page, with the English name beside it (smaller)
 * when it differs, and the alias the keyword matched ("UCLA", "柏克萊") when the match was one.
 */
export function SchoolNameCell({
  school,
}: {
  school: { id: number; slug: string; name: string; name_en: string; matched_alias: string | null };
}) {
  const { t } = useTranslation("schools");
  return (
    <div>
      <Anchor component={Link} to={schoolPath(school)} fw={600}>
        {school.name}
      </Anchor>
      {school.name_en !== school.name && (
        <Text size="xs" c="gray.7" lang="en">
          {school.name_en}
        </Text>
      )}
      {school.matched_alias && school.matched_alias !== school.name && (
        <Text size="xs" c="gray.7" data-testid="matched-alias">
          {t("search.matchedAlias", { alias: school.matched_alias })}
        </Text>
      )}
    </div>
  );
}
