import type { User } from "@edu/shared";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatName } from "../../../../lib/person-name";
import { deleteUser, profileKeys } from "../../api/profile-api";

/** Admin: delete a user (not oneself) after a confirmation naming them, then back to /users. */
export function DeleteUserButton({
  user,
}: {
  user: Pick<User, "id" | "username" | "first_name" | "last_name">;
}) {
  const { t } = useTranslation("profile");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const name = formatName(user);
  const label = name ? `${user.username} (${name})` : user.username;
  const remove = useMutation({
    mutationFn: () => deleteUser(user.id),
    onSuccess: async () => {
      setOpened(false);
      notifications.show({ color: "teal", message: t("deleteUser.done", { user: user.username }) });
      await navigate("/users");
      queryClient.removeQueries({ queryKey: profileKeys.byId(user.id) });
      await queryClient.invalidateQueries({ queryKey: ["users"] });
    },
  });
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        onClick={() => setOpened(true)}
      >
        {t("deleteUser.button")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("deleteUser.title")}>
        <Stack gap="md">
          <Text size="sm">{t("deleteUser.message", { user: label })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} disabled={remove.isPending}>
              {t("cancel")}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t("deleteUser.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
