import type { Transcript } from "@edu/shared/toefl";
import { TOEFL_SECTION_MAX, TOEFL_TOTAL_MAX } from "@edu/shared/toefl";
import { Alert, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { bandText } from "../lib/paths";
import { SittingState } from "./sitting-state";

/**
 * One sitting's transcript: each section 0–30 with its band, the total 0–120 with the 2026 1–6 band beside
 * it; sections waiting for a teacher's grade say so, and the total waits for them.
 */
export function TranscriptCard({ transcript }: { transcript: Transcript }) {
  const { t } = useTranslation("toefl");
  const locale = useLocale();
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <SittingState state={transcript.state} />
        {transcript.self_graded === 1 && <Badge color="orange.8">{t("transcript.selfGraded")}</Badge>}
        <Text size="sm">
          {t("transcript.taken", {
            name: transcript.student.name,
            date: formatDate(transcript.submitted_at ?? transcript.started_at),
          })}
        </Text>
      </Group>
      {transcript.pending > 0 && (
        <Alert color="yellow" title={t("transcript.pendingTitle")}>
          {t("transcript.pending", { count: transcript.pending })}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Text size="sm" c="gray.7">
              {t("transcript.total")}
            </Text>
            <Text fz={36} fw={700} lh={1.1}>
              {transcript.total ?? "—"}
              <Text span size="md" c="gray.7">
                {" "}
                / {TOEFL_TOTAL_MAX}
              </Text>
            </Text>
          </div>
          <div>
            <Text size="sm" c="gray.7">
              {t("transcript.band")}
            </Text>
            <Text fz={36} fw={700} lh={1.1}>
              {bandText(transcript.band)}
            </Text>
          </div>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {transcript.sections.map((section) => (
          <Paper
            key={section.key}
            withBorder
            p="sm"
            component="section"
            aria-label={localized(section.title, locale)}
          >
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Title order={3} size="h5">
                  {localized(section.title, locale)}
                </Title>
                <Text fw={700}>
                  {section.score === null ? "—" : section.score} / {TOEFL_SECTION_MAX}
                </Text>
              </Group>
              <Progress
                value={section.score === null ? 0 : (section.score / TOEFL_SECTION_MAX) * 100}
                aria-label={localized(section.title, locale)}
              />
              <Text size="sm">
                {!section.taken
                  ? t("transcript.notTaken")
                  : section.pending > 0
                    ? t("transcript.sectionPending", { count: section.pending })
                    : t("transcript.sectionBand", { band: bandText(section.band) })}
              </Text>
              {section.override && (
                <Text size="xs" c="gray.7">
                  {t("transcript.override", {
                    computed: section.computed ?? "—",
                    reason: section.override.reason,
                  })}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
