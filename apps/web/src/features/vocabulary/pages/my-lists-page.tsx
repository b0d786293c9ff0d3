import type { VocabCollect } from "@edu/shared/vocabulary";
import { Button, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { ListPagination } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { deleteList, listsQuery, vocabKeys } from "../api/vocabulary-api";
import { ListCard } from "../components/list-card";
import { ListForm } from "../components/list-form";
import { VocabFrame } from "../components/vocab-frame";
import { VOCAB_HANDLE } from "../lib/handle";
import { vocabPaths } from "../lib/paths";

export const handle: RouteHandle = VOCAB_HANDLE;

/** Edit and delete under one of the reader's lists (delete in two clicks). */
function OwnListActions({ list, onEdit }: { list: VocabCollect; onEdit: () => void }) {
  const { t } = useTranslation("vocabulary");
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteList(list.id),
    onSuccess: () => void client.invalidateQueries({ queryKey: vocabKeys.lists }),
  });
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        onClick={onEdit}
        aria-label={t("lists.editList", { title: list.title })}
      >
        {t("lists.edit")}
      </Button>
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
        deleteAriaLabel={t("lists.deleteList", { title: list.title })}
      />
    </>
  );
}

/** /my-vocab-lists: the reader's own lists: create, rename, share, delete, and open or memorize each. */
export default function MyListsPage() {
  const { t } = useTranslation("vocabulary");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<VocabCollect | null>(null);
  // A new key empties the create form once a list is created.
  const [created, setCreated] = useState(0);
  const lists = useQuery(listsQuery("mine", page));
  if (lists.isPending) return <PageLoader />;
  if (lists.isError) return <LoadErrorPage error={lists.error} onRetry={() => void lists.refetch()} />;
  return (
    <VocabFrame title={t("myLists.title")} subtitle={t("myLists.subtitle")}>
      {lists.data.data.length === 0 ? (
        <Text>{t("myLists.empty")}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label={t("myLists.listLabel")}>
          {lists.data.data.map((list) => (
            <ListCard
              key={list.id}
              list={list}
              wordsTo={vocabPaths.myListWords(list.id)}
              memorizeTo={vocabPaths.myListStart(list.id)}
            >
              <OwnListActions list={list} onEdit={() => setEditing(list)} />
            </ListCard>
          ))}
        </Stack>
      )}
      <ListPagination list={lists.data} page={page} onChange={setPage} />
      <Paper withBorder p="sm">
        <Title order={2} size="h4" mb="xs">
          {t("myLists.createHeading")}
        </Title>
        <ListForm
          key={created}
          onDone={() => {
            setCreated((n) => n + 1);
            setPage(1);
          }}
        />
      </Paper>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t("myLists.editHeading")}>
        {editing && <ListForm list={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </VocabFrame>
  );
}
