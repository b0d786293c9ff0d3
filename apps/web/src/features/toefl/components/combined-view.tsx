import type { combinedSchema } from "@edu/shared/toefl";
import { TOEFL_SECTION_MAX, TOEFL_TOTAL_MAX } from "@edu/shared/toefl";
import { Anchor, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { bandText, toeflPaths } from "../lib/paths";

export type Combined = z.infer<typeof combinedSchema>;

/** A best-of transcript: each section's best score and the sitting it came from, the total and band. */
export function CombinedView({ combined, caption }: { combined: Combined; caption: string }) {
  const { t } = useTranslation("toefl");
  const locale = useLocale();
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <caption style={{ textAlign: "start", fontWeight: 700 }}>{caption}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("combine.section")}</Table.Th>
                <Table.Th scope="col">{t("combine.best")}</Table.Th>
                <Table.Th scope="col">{t("combine.from")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {combined.sections.map((section) => (
                <Table.Tr key={section.key}>
                  <Table.Th scope="row">{localized(section.title, locale)}</Table.Th>
                  <Table.Td>
                    {section.score === null ? "—" : `${section.score} / ${TOEFL_SECTION_MAX}`}
                    {section.band !== null &&
                      ` · ${t("combine.bandShort", { band: bandText(section.band) })}`}
                  </Table.Td>
                  <Table.Td>
                    {section.exam_id === null ? (
                      t("combine.noScore")
                    ) : (
                      <Anchor component={Link} to={toeflPaths.transcript(section.exam_id)}>
                        {t("combine.sitting", { date: formatDate(section.submitted_at) })}
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group gap="lg">
          <Text fw={700}>{t("combine.total", { total: combined.total ?? "—", max: TOEFL_TOTAL_MAX })}</Text>
          <Text fw={700}>{t("combine.band", { band: bandText(combined.band) })}</Text>
        </Group>
        {combined.note && <Text size="sm">{combined.note}</Text>}
        {combined.created_at && (
          <Text size="xs" c="gray.7">
            {t("combine.savedBy", {
              date: formatDate(combined.created_at),
              name: combined.created_by?.name ?? "—",
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
