import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

type Props = {
  opened: boolean;
  /** How many people the mail reaches now (resolved by the server). */
  count: number;
  subject: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Send to N people?" before a mail leaves; nobody reached: nothing to confirm. */
export function SendConfirm({ opened, count, subject, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation("mail-center");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("send.title")}
      centered
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <Stack gap="md">
        <Text fw={600} style={{ wordBreak: "break-word" }}>
          {subject}
        </Text>
        {count > 0 ? (
          <Text data-testid="send-count">{t("send.question", { count })}</Text>
        ) : (
          <Text c="red.8" data-testid="send-count">
            {t("send.nobody")}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          {t("send.once")}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("actions.cancel")}
          </Button>
          <Button color="blue.8" onClick={onConfirm} loading={pending} disabled={count === 0}>
            {t("send.confirm", { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
