import type { GradingSheet } from "@edu/shared/test-assignments";
import { List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";

/** The audit trail of an attempt's grades: every change, who made it and the score before and after. */
export function GradeHistory({ history }: { history: GradingSheet["history"] }) {
  const { t } = useTranslation("test-grading");
  return (
    <Stack gap="xs" component="section" aria-labelledby="grade-history">
      <Title order={2} size="h4" id="grade-history">
        {t("exam.history")}
      </Title>
      {history.length === 0 ? (
        <Text c="gray.7">{t("exam.historyEmpty")}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {history.map((entry) => (
            <List.Item key={`${entry.at}-${entry.item_key}-${entry.by?.id ?? 0}-${entry.score}`}>
              {t("exam.historyLine", {
                at: formatDateTime(entry.at),
                by: entry.by?.name ?? t("exam.nobody"),
                item: entry.item_key,
                from: entry.previous_score ?? t("exam.none"),
                to: entry.score ?? t("exam.none"),
              })}
              {entry.self_graded === 1 && ` · ${t("common.selfGraded")}`}
              {entry.comment && (
                <Text size="xs" c="gray.7">
                  {entry.comment}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
