import { Box, Code, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminList, type DataListColumn } from "../../../../components/data-list";
import { formatDateTime } from "../../../../lib/format-date";
import { type AuditEntry, auditQuery } from "../../api/profile-api";

const show = (value: unknown) =>
  value === null || value === undefined ? "—" : JSON.stringify(value, null, 1);

/** Admin: the user's audit trail, newest first. */
export function AuditPanel({ userId }: { userId: number }) {
  const { t } = useTranslation("profile");
  const [page, setPage] = useState(1);
  const audit = useQuery(auditQuery(userId, page));
  const columns: DataListColumn<AuditEntry>[] = [
    {
      key: "when",
      header: t("audit.when"),
      primary: true,
      tdStyle: { whiteSpace: "nowrap" },
      cell: (entry) => formatDateTime(entry.created_at),
    },
    {
      key: "action",
      header: t("audit.action"),
      cell: (entry) => (
        <Text size="sm" ff="monospace">
          {entry.action}
        </Text>
      ),
    },
    {
      key: "actor",
      header: t("audit.actor"),
      cell: (entry) => (entry.actor_id === null ? t("audit.system") : `#${entry.actor_id}`),
    },
    {
      key: "before",
      header: t("audit.before"),
      cell: (entry) => (
        <Code block style={{ maxWidth: 280, maxHeight: 160, overflow: "auto" }}>
          {show(entry.before)}
        </Code>
      ),
    },
    {
      key: "after",
      header: t("audit.after"),
      cell: (entry) => (
        <Code block style={{ maxWidth: 280, maxHeight: 160, overflow: "auto" }}>
          {show(entry.after)}
        </Code>
      ),
    },
  ];
  return (
    <Box data-testid="audit-panel">
      <AdminList
        query={audit}
        page={page}
        onPage={setPage}
        columns={columns}
        rowKey={(entry) => entry.id}
        label={t("audit.title")}
        empty={<Text>{t("audit.empty")}</Text>}
        minWidth={760}
        tableProps={{ striped: true, verticalSpacing: "xs" }}
      />
    </Box>
  );
}
