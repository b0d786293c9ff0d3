import type { EssaySummary } from "@edu/shared/counseling-essays";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { formatDateTime } from "../../../lib/format-date";
import { deleteEssay, essayKeys } from "../api/counseling-essays-api";
import { essayPath } from "../lib/paths";
import { CompleteButton } from "./complete-button";
import { EssayStatus, WordCount } from "./essay-status";

export const essayName = (essay: Pick<EssaySummary, "title" | "prompt">) =>
  essay.title || (essay.prompt.length > 80 ? `${essay.prompt.slice(0, 80)}…` : essay.prompt);

/** Mark complete / incomplete, and delete after a second click. */
function EssayActions({ essay }: { essay: EssaySummary }) {
  const { t } = useTranslation("counseling-essays");
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const done = (message: string) => {
    notifications.show({ color: "teal", message });
    return client.invalidateQueries({ queryKey: essayKeys.all });
  };
  const remove = useMutation({
    mutationFn: () => deleteEssay(essay.id),
    onSuccess: (answer) => done(answer.message),
  });
  const name = essayName(essay);
  const error = remove.error;
  return (
    <Group gap="xs" wrap="wrap">
      <CompleteButton essay={essay} name={name} />
      <ConfirmDeleteButtons
        confirming={confirming}
        pending={remove.isPending}
        onAsk={() => setConfirming(true)}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
        labels={{ delete: t("list.delete"), confirm: t("list.confirmDelete"), cancel: t("list.cancel") }}
        deleteAriaLabel={t("list.deleteOf", { name })}
      />
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error.message}
        </Text>
      )}
    </Group>
  );
}

/** A student's essays: a table on desktop, cards on a phone; actions only for those who write. */
export function EssayList({
  essays,
  base,
  search,
  canWrite,
}: {
  essays: readonly EssaySummary[];
  base: string;
  search: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation("counseling-essays");
  const columns: DataListColumn<EssaySummary>[] = [
    {
      key: "essay",
      header: t("list.essay"),
      primary: true,
      cell: (essay) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`${essayPath(base, essay.id)}${search}`} underline="hover">
            {essayName(essay)}
          </Anchor>
          <Text size="sm" c="gray.7">
            {essay.school_name ?? t("prompt.common")}
          </Text>
        </Stack>
      ),
    },
    { key: "status", header: t("list.status"), cell: (essay) => <EssayStatus essay={essay} /> },
    {
      key: "words",
      header: t("list.words"),
      cell: (essay) => <WordCount count={essay.word_count} limit={essay.word_limit} />,
    },
    {
      key: "comments",
      header: t("list.openComments"),
      cell: (essay) => t("list.openCount", { count: essay.open_comments }),
    },
    {
      key: "updated",
      header: t("list.updated"),
      cell: (essay) =>
        essay.updated_by
          ? t("list.updatedBy", { at: formatDateTime(essay.updated_at), by: essay.updated_by.name })
          : formatDateTime(essay.updated_at),
    },
  ];
  if (canWrite)
    columns.push({
      key: "actions",
      header: t("list.actions"),
      actions: true,
      cell: (e) => <EssayActions essay={e} />,
    });
  return (
    <DataList
      items={essays}
      columns={columns}
      rowKey={(essay) => essay.id}
      label={t("list.label")}
      testId="essay-list"
      empty={<Text>{t(canWrite ? "list.empty" : "list.emptyReader")}</Text>}
      minWidth={820}
    />
  );
}
