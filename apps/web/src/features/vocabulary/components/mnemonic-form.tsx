import type { Mnemonic, MnemonicMedia } from "@edu/shared/vocabulary";
import { VOCAB_LIMITS } from "@edu/shared/vocabulary";
import { Alert, Button, CloseButton, FileButton, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { localizeMessage } from "../../../lib/form-errors";
import { createMnemonic, deleteMedia, updateMnemonic, uploadMedia, vocabKeys } from "../api/vocabulary-api";
import { checkMediaFile, MEDIA_ACCEPT } from "../lib/media-file";

/** The spec's two messages (03 §5), one catalogue with the server's answers. */
const PROBLEM_MESSAGE = { format: "vocab_media_type", size: "vocab_media_too_large" } as const;

/**
 * Writing a mnemonic, or editing one's own (`editing`): text and/or one image or video. The file is checked here
 * first (type and 5 MB, with the spec's messages), then uploaded as soon as it is chosen; the server checks it
 * again by content. A file uploaded here and then dropped or replaced is deleted at once; the saved mnemonic's own
 * file only once the change is saved (until then the card still shows it).
 */
export function MnemonicForm({
  vocabId,
  editing,
  onDone,
}: {
  vocabId: number;
  editing?: Mnemonic;
  onDone?: () => void;
}) {
  const { t } = useTranslation("vocabulary");
  const client = useQueryClient();
  const resetRef = useRef<() => void>(null);
  const [content, setContent] = useState(editing?.content ?? "");
  const [media, setMedia] = useState<MnemonicMedia | null>(editing?.media ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const savedMediaId = editing?.media?.id ?? null;
  /** Deletes a file uploaded in this form (never the saved mnemonic's, which waits for the save). */
  const discardFresh = (file: MnemonicMedia | null) => {
    if (file && file.id !== savedMediaId) void deleteMedia(file.id).catch(() => undefined);
  };

  const upload = useMutation({
    mutationFn: uploadMedia,
    onSuccess: (answer) => {
      discardFresh(media);
      setMedia(answer.file);
    },
    onError: (error) =>
      setProblem(
        isApiError(error)
          ? (error.firstFieldError() ?? (localizeMessage(error.message) || t("mnemonics.uploadFailed")))
          : t("mnemonics.uploadFailed"),
      ),
    onSettled: () => resetRef.current?.(),
  });
  const save = useMutation({
    mutationFn: () => {
      const body = { content: content.trim(), file_id: media?.id ?? null };
      return editing ? updateMnemonic(editing.id, body) : createMnemonic({ vocab_id: vocabId, ...body });
    },
    onSuccess: () => {
      // The saved mnemonic's file was replaced or removed: it is shown nowhere now.
      if (savedMediaId !== null && savedMediaId !== media?.id)
        void deleteMedia(savedMediaId).catch(() => undefined);
      if (!editing) {
        setContent("");
        setMedia(null);
      }
      void client.invalidateQueries({ queryKey: vocabKeys.mnemonics(vocabId) });
      onDone?.();
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
    discardFresh(media);
    setMedia(null);
  };
  const cancel = () => {
    discardFresh(media);
    onDone?.();
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
          label={editing ? t("mnemonics.editLabel") : t("mnemonics.yourMnemonic")}
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
            {editing ? t("mnemonics.save") : t("mnemonics.add")}
          </Button>
          {editing && (
            <Button size="sm" variant="subtle" onClick={cancel}>
              {t("common.cancel")}
            </Button>
          )}
        </Group>
        <Text size="xs" c="gray.7">
          {t("mnemonics.fileHint")}
        </Text>
      </Stack>
    </form>
  );
}
