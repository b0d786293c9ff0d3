import type { TeacherInvitation } from "@edu/shared/lessons";
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoneyOrDash, minorToInput, parseMoneyInput } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import { deleteInvitation, setInvitationReply, updateInvitation } from "../api/lessons-api";
import { repliedStatusOf } from "../lib/invitation-reply";
import { EditDeleteButtons, RowEditorActions } from "./row-edit-buttons";

const REPLY_COLORS = { no_reply: "gray", accepted: "teal", rejected: "red" } as const;

const REPLY_OPTIONS = [
  { value: "0", key: "no_reply" },
  { value: "1", key: "accepted" },
  { value: "2", key: "rejected" },
] as const;

/**
 * One invitation: reply state, re-mail; staff edit notes and salary (PATCH teacher-invitation first,
 * then the reply, as the spec orders it) and delete it (two clicks; its mailed links stop working).
 */
export function InvitationRow({
  invitation: inv,
  onRemail,
  remailing,
  onChanged,
}: {
  invitation: TeacherInvitation;
  onRemail: () => void;
  remailing: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation("lessons");
  const name = displayName(inv.teacher);
  const [editing, setEditing] = useState(false);
  const [salary, setSalary] = useState(minorToInput(inv.salary, inv.currency));
  const [notes, setNotes] = useState(inv.notes);
  const [reply, setReply] = useState(String(inv.replied_status));
  const save = useMutation({
    mutationFn: async () => {
      const minor = parseMoneyInput(salary, inv.currency);
      if (minor === null || Number.isNaN(minor)) throw new Error(t("privateDetail.badSalary"));
      await updateInvitation({ id: inv.id, salary: minor, notes });
      if (Number(reply) !== inv.replied_status)
        await setInvitationReply(inv.encrypted_id, repliedStatusOf(reply));
    },
    onSuccess: async () => {
      setEditing(false);
      notifications.show({ color: "teal", message: t("privateDetail.invitationSaved") });
      await onChanged();
    },
  });
  return (
    <Card withBorder p="sm" data-testid="invitation-row">
      <Group justify="space-between" gap="xs">
        <Stack gap={0}>
          <Anchor component={Link} to={`/private/private-lessons/invitation/${inv.id}`} fw={500}>
            {name}
          </Anchor>
          <Text size="xs" c="gray.7">
            {formatMoneyOrDash(inv.salary, inv.currency)}
            {inv.mailed_at ? ` · ${t("privateDetail.mailedAt", { at: inv.mailed_at.slice(0, 10) })}` : ""}
            {inv.notes ? ` · ${inv.notes}` : ""}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={REPLY_COLORS[inv.replied_status_key]} variant="light">
            {t(`privateDetail.reply.${inv.replied_status_key}`)}
          </Badge>
          <Button size="xs" variant="subtle" loading={remailing} onClick={onRemail}>
            {t("privateDetail.sendMail")}
          </Button>
          <EditDeleteButtons
            editLabel={t("privateDetail.editInvitationOf", { name })}
            deleteLabel={t("privateDetail.deleteInvitationOf", { name })}
            confirmDeleteLabel={t("privateDetail.confirmDeleteInvitationOf", { name })}
            onEdit={() => setEditing((open) => !open)}
            deleteRow={() => deleteInvitation(inv.id)}
            deletedMessage={t("privateDetail.invitationDeleted")}
            onDeleted={onChanged}
          />
        </Group>
      </Group>
      {editing && (
        <Stack gap="xs" mt="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              label={`${t("lessonForm.salary")} (${inv.currency})`}
              inputMode="decimal"
              value={salary}
              onChange={(e) => setSalary(e.currentTarget.value)}
            />
            <Select
              label={t("privateDetail.replyLabel")}
              data={REPLY_OPTIONS.map((o) => ({ value: o.value, label: t(`privateDetail.reply.${o.key}`) }))}
              value={reply}
              allowDeselect={false}
              onChange={(value) => value && setReply(value)}
            />
          </SimpleGrid>
          <Textarea
            label={t("privateDetail.invitationNotes")}
            value={notes}
            autosize
            minRows={2}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <RowEditorActions
            saveLabel={t("privateDetail.saveInvitation")}
            saving={save.isPending}
            error={save.error}
            onSave={() => save.mutate()}
            onCancel={() => setEditing(false)}
          />
        </Stack>
      )}
    </Card>
  );
}
