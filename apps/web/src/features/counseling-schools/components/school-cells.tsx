import type { CollectedSchool } from "@edu/shared/counseling-schools";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format-date";

/** The school's name in the reader's language, the English name beside it when it differs. */
export function SchoolName({ name, nameEn }: { name: string; nameEn: string }) {
  return (
    <Stack gap={0}>
      <Text fw={600} size="sm">
        {name}
      </Text>
      {nameEn !== name && (
        <Text size="xs" c="gray.7" lang="en">
          {nameEn}
        </Text>
      )}
    </Stack>
  );
}

/** The counselor's internal deadline and the school's (marked "estimated" when moved from a past year). */
export function Deadlines({ school }: { school: CollectedSchool }) {
  const { t } = useTranslation("counseling-schools");
  if (!school.internal_deadline && !school.school_deadline) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {school.internal_deadline && (
        <Text size="sm">{t("deadline.internal", { date: formatDate(school.internal_deadline) })}</Text>
      )}
      {school.school_deadline && (
        <Group gap={4} wrap="wrap">
          <Text size="sm">{t("deadline.school", { date: formatDate(school.school_deadline.date) })}</Text>
          {school.school_deadline.estimated === 1 && (
            <Badge size="xs" color="yellow" variant="light">
              {t("deadline.estimated")}
            </Badge>
          )}
        </Group>
      )}
    </Stack>
  );
}
