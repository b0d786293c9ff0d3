import { Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ScrollTable } from "../../../components/scroll-table";
import { formatDateTime } from "../../../lib/format-date";
import { versionQuery, versionsQuery } from "../api/counseling-essays-api";
import { htmlToPlainText } from "../lib/plain-text";
import { PanelError, PanelLoader } from "./panel-state";
import { VersionDiff } from "./version-diff";

/** The two versions' texts once both are read. */
function Comparison({ essayId, older, newer }: { essayId: number; older: number; newer: number }) {
  const a = useQuery(versionQuery(essayId, older));
  const b = useQuery(versionQuery(essayId, newer));
  if (a.isError) return <PanelError error={a.error} onRetry={() => void a.refetch()} />;
  if (b.isError) return <PanelError error={b.error} onRetry={() => void b.refetch()} />;
  if (!a.data || !b.data) return <PanelLoader />;
  return <VersionDiff older={htmlToPlainText(a.data.content)} newer={htmlToPlainText(b.data.content)} />;
}

/**
 * The essay's saved versions (who, when, how many words; one person's saves within ten minutes are one
 * version) and a comparison of any two, the newest two to begin with.
 */
export function VersionHistory({ essayId }: { essayId: number }) {
  const { t } = useTranslation("counseling-essays");
  const versions = useQuery(versionsQuery(essayId));
  const [picked, setPicked] = useState<{ older?: string; newer?: string }>({});
  const rows = versions.data?.data ?? [];
  const newer = picked.newer ?? (rows[0] ? String(rows[0].id) : undefined);
  const older = picked.older ?? (rows[1] ? String(rows[1].id) : undefined);
  const label = (row: (typeof rows)[number]) =>
    t("versions.option", {
      at: formatDateTime(row.saved_at),
      by: row.author?.name ?? t("writer.someone"),
      count: row.word_count,
    });
  const options = rows.map((row) => ({ value: String(row.id), label: label(row) }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="essay-versions-heading">
      <Title order={2} size="h4" id="essay-versions-heading">
        {t("versions.title")}
      </Title>
      {versions.isPending && <PanelLoader />}
      {versions.isError && <PanelError error={versions.error} onRetry={() => void versions.refetch()} />}
      {versions.isSuccess && rows.length === 0 && <Text size="sm">{t("versions.none")}</Text>}
      {rows.length > 0 && (
        <ScrollTable label={t("versions.title")} minWidth={320}>
          <Table striped data-testid="version-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("versions.savedAt")}</Table.Th>
                <Table.Th>{t("versions.author")}</Table.Th>
                <Table.Th>{t("versions.words")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatDateTime(row.saved_at)}</Table.Td>
                  <Table.Td>{row.author?.name ?? t("writer.someone")}</Table.Td>
                  <Table.Td>{row.word_count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {rows.length === 1 && <Text size="sm">{t("versions.onlyOne")}</Text>}
      {rows.length > 1 && (
        <>
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              label={t("versions.older")}
              data={options}
              value={older ?? null}
              onChange={(value) => value && setPicked((p) => ({ ...p, older: value }))}
              allowDeselect={false}
              style={{ flex: "1 1 240px" }}
            />
            <Select
              label={t("versions.newer")}
              data={options}
              value={newer ?? null}
              onChange={(value) => value && setPicked((p) => ({ ...p, newer: value }))}
              allowDeselect={false}
              style={{ flex: "1 1 240px" }}
            />
          </Group>
          {older && newer && older !== newer && (
            <Comparison essayId={essayId} older={Number(older)} newer={Number(newer)} />
          )}
          {older === newer && <Text size="sm">{t("versions.same")}</Text>}
        </>
      )}
    </Stack>
  );
}
