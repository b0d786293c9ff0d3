import { Code, Group, Pagination, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { auditQuery } from "../../api/profile-api";

const show = (value: unknown) =>
  value === null || value === undefined ? "—" : JSON.stringify(value, null, 1);

/** Admin: the user's audit trail, newest first. */
export function AuditPanel({ userId }: { userId: number }) {
  const { t } = useTranslation("profile");
  const [page, setPage] = useState(1);
  const audit = useQuery(auditQuery(userId, page));
  const list = audit.data;
  if (list && list.data.length === 0) return <Text>{t("audit.empty")}</Text>;
  return (
    <Stack gap="sm" data-testid="audit-panel">
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("audit.when")}</Table.Th>
              <Table.Th>{t("audit.action")}</Table.Th>
              <Table.Th>{t("audit.actor")}</Table.Th>
              <Table.Th>{t("audit.before")}</Table.Th>
              <Table.Th>{t("audit.after")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list?.data ?? []).map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {dayjs(entry.created_at).format("YYYY-MM-DD HH:mm")}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {entry.action}
                  </Text>
                </Table.Td>
                <Table.Td>{entry.actor_id === null ? t("audit.system") : `#${entry.actor_id}`}</Table.Td>
                <Table.Td>
                  <Code block style={{ maxWidth: 280, maxHeight: 160, overflow: "auto" }}>
                    {show(entry.before)}
                  </Code>
                </Table.Td>
                <Table.Td>
                  <Code block style={{ maxWidth: 280, maxHeight: 160, overflow: "auto" }}>
                    {show(entry.after)}
                  </Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list && list.last_page > 1 && (
        <Group justify="center">
          <Pagination
            total={list.last_page}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ "aria-label": t(`pagination.${control}`) })}
            getItemProps={(value) => ({ "aria-label": t("pagination.page", { page: value }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
