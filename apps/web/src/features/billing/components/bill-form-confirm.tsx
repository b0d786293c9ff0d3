import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

type Props = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** A question the bill form asks before it goes on (a bill of 0, a change of parent that clears the bill). */
export function BillFormConfirm({
  opened,
  title,
  message,
  confirmLabel,
  danger,
  onCancel,
  onConfirm,
}: Props) {
  const { t } = useTranslation("billing");
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
          <Button color={danger ? "red" : undefined} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
