import type { SchoolDetail } from "@edu/shared/schools";
import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDeleteButtons } from "../../../../components/confirm-delete-buttons";
import { deleteSchoolLink } from "./staff-api";
import { useStaffTranslation } from "./staff-texts";
import { WriteError } from "./write-error";

type Link = SchoolDetail["links"][number];

function LinkRow({ link, onRemoved }: { link: Link; onRemoved: () => void }) {
  const { t } = useStaffTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({ mutationFn: () => deleteSchoolLink(link.id), onSuccess: onRemoved });
  const title = link.label || t(`linkKinds.${link.kind}`);
  return (
    <Card withBorder p="sm" data-testid="link-row">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{t(`linkKinds.${link.kind}`)}</Badge>
            <Text fw={500}>{title}</Text>
          </Group>
          <Group gap="xs">
            <ConfirmDeleteButtons
              confirming={confirming}
              pending={remove.isPending}
              onAsk={() => setConfirming(true)}
              onCancel={() => setConfirming(false)}
              onConfirm={() => remove.mutate()}
              labels={{ delete: t("links.remove"), confirm: t("confirmDelete"), cancel: t("cancel") }}
              deleteAriaLabel={t("links.removeOf", { name: title })}
            />
          </Group>
        </Group>
        <Anchor
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ wordBreak: "break-all" }}
        >
          {link.url}
        </Anchor>
        <WriteError error={remove.error} />
      </Stack>
    </Card>
  );
}

/** The links attached to a school (GET schools/{id} answers them), each removable in two clicks. */
export function LinkList({ links, onRemoved }: { links: readonly Link[]; onRemoved: () => void }) {
  const { t } = useStaffTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t("links.listTitle")}
      </Title>
      {links.length === 0 && (
        <Text size="sm" c="gray.7">
          {t("links.none")}
        </Text>
      )}
      {links.map((link) => (
        <LinkRow key={link.id} link={link} onRemoved={onRemoved} />
      ))}
    </Stack>
  );
}
