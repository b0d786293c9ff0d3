import type { MnemonicMedia } from "@edu/shared/vocabulary";
import { VOCAB_LIMITS } from "@edu/shared/vocabulary";
import { Alert, Button, CloseButton, FileButton, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { localizeMessage } from "../../../lib/form-errors";
import { createMnemonic, deleteMedia, uploadMedia, vocabKeys } from "../api/vocabulary-api";
import { checkMediaFile, MEDIA_ACCEPT } from "../lib/media-file";

/** The spec's two messages (03 §5), one catalogue with the server's answers. */
const PROBLEM_MESSAGE = { format: "vocab_media_type", size: "vocab_media_too_large" } as const;

/**
 * Writing a mnemonic: text and/or one image or video. The file is checked here first (type and 5 MB, with the
 * spec's messages), then uploaded as soon as it is chosen; the server checks it again by content.
 */
export function MnemonicForm({ vocabId }: { vocabId: number }) {
  const { t } = useTranslation("vocabulary");
  const client = useQueryClient();
  const resetRef = useRef<() => void>(null);
  const [content, setContent] = useState("");
  const [media, setMedia] = useState<MnemonicMedia | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: uploadMedia,
    onSuccess: (answer) => setMedia(answer.file),
    onError: (error) =>
      setProblem(
        isApiError(error)
          ? (error.firstFieldError() ?? (localizeMessage(error.message) || t("mnemonics.uploadFailed")))
          : t("mnemonics.uploadFailed"),
      ),
    onSettled: () => resetRef.current?.(),
  });
  const save = useMutation({
    mutationFn: () =>
      createMnemonic({ vocab_id: vocabId, content: content.trim(), file_id: media?.id ?? null }),
    onSuccess: () => {
      setContent("");
      setMedia(null);
      void client.invalidateQueries({ queryKey: vocabKeys.mnemonics(vocabId) });
    },
  });

  const choose = (file: File | null) => {
    if (!file) return;
    const found = checkMediaFile(file);
    if (found) {
      setProblem(localizeMessage(PROBLEM_MESSAGE[found]));
      resetRef.current?.();
      return;
    }
    setProblem(null);
    upload.mutate(file);
  };
  const dropMedia = () => {
    if (media) void deleteMedia(media.id).catch(() => undefined);
    setMedia(null);
  };
  const empty = content.trim() === "" && !media;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) save.mutate();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t("mnemonics.yourMnemonic")}
          value={content}
          maxLength={VOCAB_LIMITS.mnemonic}
          autosize
          minRows={2}
          onChange={(event) => setContent(event.currentTarget.value)}
        />
        {media && (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t("mnemonics.attached", { name: media.name })}
            </Text>
            <CloseButton size="sm" aria-label={t("mnemonics.removeFile")} onClick={dropMedia} />
          </Group>
        )}
        {problem && (
          <Alert color="red" role="alert" p="xs">
            {problem}
          </Alert>
        )}
        <Group gap="xs" wrap="wrap">
          <FileButton onChange={choose} accept={MEDIA_ACCEPT} resetRef={resetRef}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="sm"
                loading={upload.isPending}
                leftSection={<IconPaperclip size={16} aria-hidden />}
              >
                {media ? t("mnemonics.replaceFile") : t("mnemonics.addFile")}
              </Button>
            )}
          </FileButton>
          <Button type="submit" size="sm" disabled={empty || upload.isPending} loading={save.isPending}>
            {t("mnemonics.add")}
          </Button>
        </Group>
        <Text size="xs" c="gray.7">
          {t("mnemonics.fileHint")}
        </Text>
      </Stack>
    </form>
  );
}
