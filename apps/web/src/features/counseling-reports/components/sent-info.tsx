import type { CounselingReport } from "@edu/shared/counseling-reports";
import { List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";

/** When and by whom a report was sent, and how each parent was reached (or that they were not). */
export function SentInfo({ report }: { report: CounselingReport }) {
  const { t } = useTranslation("counseling-reports");
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t("sent.by", { date: formatDateTime(report.sent_at), name: report.sent_by?.name ?? "—" })}
      </Text>
      <Title order={3} size="h5">
        {t("sent.recipients")}
      </Title>
      {report.recipients.length === 0 ? (
        <Text size="sm">{t("sent.noParents")}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {report.recipients.map((person) => {
            const ways = [person.mail ? t("sent.mail") : null, person.line ? t("sent.line") : null].filter(
              Boolean,
            );
            return (
              <List.Item key={person.user_id}>
                {person.name}: {ways.length > 0 ? ways.join(", ") : t("sent.notReached")}
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
