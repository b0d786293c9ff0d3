import type { Mnemonic } from "@edu/shared/vocabulary";
import { Button, Group, Image, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPencil, IconThumbUp, IconThumbUpFilled } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import {
  deleteMedia,
  deleteMnemonic,
  mnemonicsQuery,
  toggleMnemonicLike,
  vocabKeys,
} from "../api/vocabulary-api";
import { MnemonicForm } from "./mnemonic-form";

type MnemonicPage = { data: Mnemonic[] };

function MnemonicMediaView({ mnemonic, word }: { mnemonic: Mnemonic; word: string }) {
  const { t } = useTranslation("vocabulary");
  const media = mnemonic.media;
  if (!media) return null;
  return media.kind === "video" ? (
    // biome-ignore lint/a11y/useMediaCaption: a student's own clip has no captions to offer
    <video src={media.url} controls preload="metadata" style={{ maxWidth: "100%", maxHeight: 240 }} />
  ) : (
    <Image src={media.url} alt={t("mnemonics.imageAlt", { word })} mah={240} fit="contain" w="auto" />
  );
}

/**
 * One mnemonic: who wrote it, its text and media, its likes (toggled), and edit and delete for its author
 * (deleting it deletes its file too: a medium is uploaded for one mnemonic and shown nowhere else).
 */
function MnemonicItem({ mnemonic, word }: { mnemonic: Mnemonic; word: string }) {
  const { t } = useTranslation("vocabulary");
  const client = useQueryClient();
  const key = vocabKeys.mnemonics(mnemonic.vocab_id);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const like = useMutation({
    mutationFn: () => toggleMnemonicLike(mnemonic.id),
    onSuccess: (state) =>
      client.setQueryData<MnemonicPage>(
        key,
        (page) =>
          page && {
            ...page,
            data: page.data.map((m) =>
              m.id === mnemonic.id ? { ...m, liked_by_me: state.liked, likes_count: state.likes_count } : m,
            ),
          },
      ),
  });
  const remove = useMutation({
    mutationFn: () => deleteMnemonic(mnemonic.id),
    onSuccess: () => {
      if (mnemonic.media) void deleteMedia(mnemonic.media.id).catch(() => undefined);
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const liked = mnemonic.liked_by_me === 1;
  if (editing)
    return (
      <Paper withBorder p="sm" component="li" style={{ listStyle: "none" }}>
        <MnemonicForm vocabId={mnemonic.vocab_id} editing={mnemonic} onDone={() => setEditing(false)} />
      </Paper>
    );
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: "none" }}>
      <Stack gap={6}>
        <Text size="sm" c="gray.7">
          {mnemonic.is_mine ? t("mnemonics.byMe") : t("mnemonics.by", { name: mnemonic.author.name })}
        </Text>
        {mnemonic.content && (
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{mnemonic.content}</Text>
        )}
        <MnemonicMediaView mnemonic={mnemonic} word={word} />
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant={liked ? "filled" : "light"}
            aria-pressed={liked}
            aria-label={t(liked ? "mnemonics.unlike" : "mnemonics.like", { count: mnemonic.likes_count })}
            loading={like.isPending}
            leftSection={
              liked ? <IconThumbUpFilled size={16} aria-hidden /> : <IconThumbUp size={16} aria-hidden />
            }
            onClick={() => like.mutate()}
          >
            {mnemonic.likes_count}
          </Button>
          {mnemonic.is_mine === 1 && !confirming && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              aria-label={t("mnemonics.edit")}
              onClick={() => setEditing(true)}
            >
              {t("common.edit")}
            </Button>
          )}
          {mnemonic.is_mine === 1 && (
            <ConfirmDeleteButtons
              confirming={confirming}
              pending={remove.isPending}
              onAsk={() => setConfirming(true)}
              onCancel={() => setConfirming(false)}
              onConfirm={() => remove.mutate()}
              labels={{
                delete: t("common.delete"),
                confirm: t("common.confirmDelete"),
                cancel: t("common.cancel"),
              }}
              deleteAriaLabel={t("mnemonics.delete")}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** A word's mnemonics, most liked first, and the form to add one. */
export function MnemonicsPanel({
  vocabId,
  word,
  order = 2,
}: {
  vocabId: number;
  word: string;
  order?: 2 | 3;
}) {
  const { t } = useTranslation("vocabulary");
  const mnemonics = useQuery(mnemonicsQuery(vocabId));
  const rows = [...(mnemonics.data?.data ?? [])].sort((a, b) => b.likes_count - a.likes_count);
  return (
    <Stack gap="sm">
      <Title order={order} size="h4">
        {t("mnemonics.heading", { word })}
      </Title>
      {mnemonics.isPending ? (
        <Loader size="sm" aria-label={t("common.loading")} />
      ) : mnemonics.isError ? (
        <Text c="red">{t("mnemonics.loadFailed")}</Text>
      ) : rows.length === 0 ? (
        <Text c="gray.7">{t("mnemonics.none")}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t("mnemonics.listLabel", { word })}>
          {rows.map((mnemonic) => (
            <MnemonicItem key={mnemonic.id} mnemonic={mnemonic} word={word} />
          ))}
        </Stack>
      )}
      <MnemonicForm vocabId={vocabId} />
    </Stack>
  );
}
