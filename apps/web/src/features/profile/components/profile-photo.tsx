import type { Profile } from "@edu/shared";
import { Avatar, Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { localizeMessage } from "../../../lib/form-errors";
import { formatName } from "../../../lib/person-name";
import { type ProfileTarget, profileKeys, updateProfilePart, uploadImage } from "../api/profile-api";
import { checkPhotoFile, PHOTO_ACCEPT, photoUrl } from "../lib/photo-file";

type Props = { profile: Profile; target: ProfileTarget; editable: boolean };

/** The profile header's photo; its owner (or an admin) uploads a new one or removes it. */
export function ProfilePhoto({ profile, target, editable }: Props) {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  const resetRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { user, basic } = profile;
  const name = formatName(user) || user.username;

  const store = (next: Profile) => {
    queryClient.setQueryData(target.kind === "own" ? profileKeys.own : profileKeys.byId(target.userId), next);
    if (target.kind === "admin") void queryClient.invalidateQueries({ queryKey: ["users"] });
  };
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const image = await uploadImage(file);
      return updateProfilePart("basic", target, { photo_upload_id: image.id });
    },
    onSuccess: (next) => {
      store(next);
      notifications.show({ color: "teal", message: t("photo.saved") });
    },
    onError: (error) => {
      if (!isApiError(error)) return setProblem(t("photo.failed"));
      // 413 too large, 415 not an image by content, 422 bad field: the server's own (localized) words.
      setProblem(error.firstFieldError() ?? (localizeMessage(error.message) || t("photo.failed")));
    },
    onSettled: () => resetRef.current?.(),
  });
  const remove = useMutation({
    mutationFn: () => updateProfilePart("basic", target, { photo_upload_id: null }),
    onSuccess: (next) => {
      store(next);
      notifications.show({ color: "teal", message: t("photo.removed") });
    },
  });

  const choose = (file: File | null) => {
    if (!file) return;
    const check = checkPhotoFile(file);
    if (check) {
      setProblem(t(`photo.errors.${check}`));
      resetRef.current?.();
      return;
    }
    setProblem(null);
    upload.mutate(file);
  };

  const src = photoUrl(basic.photo_upload_id);
  return (
    <Group gap="md" align="center" wrap="nowrap" data-testid="profile-photo">
      <Avatar
        src={src}
        alt={src ? t("photo.alt", { name }) : undefined}
        size={88}
        radius={88}
        color="blue"
        name={name}
      />
      {editable && (
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={PHOTO_ACCEPT} resetRef={resetRef}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconPhotoUp size={14} />}
                  loading={upload.isPending}
                >
                  {src ? t("photo.change") : t("photo.upload")}
                </Button>
              )}
            </FileButton>
            {src && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                loading={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {t("photo.remove")}
              </Button>
            )}
          </Group>
          <Text size="xs" c="gray.7">
            {t("photo.hint")}
          </Text>
          {problem && (
            <Text size="sm" c="red.8" role="alert" data-testid="photo-error">
              {problem}
            </Text>
          )}
        </Stack>
      )}
    </Group>
  );
}
