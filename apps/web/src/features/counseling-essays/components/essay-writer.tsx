import {
  countWords,
  ESSAY_LIMITS,
  ESSAY_STATUSES,
  type Essay,
  type EssayStatus,
} from "@edu/shared/counseling-essays";
import { Alert, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { RichTextView } from "../../../components/rich-text-editor";
import { isApiError } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format-date";
import { essayKeys, essayQuery, updateEssay } from "../api/counseling-essays-api";
import { htmlToPlainText } from "../lib/plain-text";
import { WordCount } from "./essay-status";
import { PanelLoader } from "./panel-state";

const RichTextEditor = lazy(() => import("../../../components/rich-text-editor/rich-text-editor"));

/** What the server holds: the content and version the draft started from (a save sends that version). */
type Saved = { content: string; version: number };

/**
 * The writing screen of one essay: the shared editor with a live word count (and the prompt's limit), the
 * status, the optional link to a cloud document and Save (each content save is a version on the server). A
 * save that someone else's save overtook (409) shows their text and keeps ours to copy from. `onDirty`
 * tells the page when the text differs from what is saved (comments quote the saved text).
 */
export function EssayWriter({ essay, onDirty }: { essay: Essay; onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation("counseling-essays");
  const client = useQueryClient();
  const [draft, setDraft] = useState(essay.content);
  const [saved, setSaved] = useState<Saved>({ content: essay.content, version: essay.version });
  const [status, setStatus] = useState<EssayStatus>(essay.status);
  const [url, setUrl] = useState(essay.document_url);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [overtaken, setOvertaken] = useState<{ mine: string; by: string | null; at: string } | null>(null);
  const contentChanged = draft !== saved.content;
  const dirty = contentChanged || status !== essay.status || url !== essay.document_url;
  const words = countWords(htmlToPlainText(draft));

  const save = useMutation({
    mutationFn: (sent: string) =>
      updateEssay(essay.id, {
        ...(contentChanged ? { content: sent, version: saved.version } : {}),
        ...(status !== essay.status ? { status } : {}),
        ...(url !== essay.document_url ? { document_url: url } : {}),
      }),
    onSuccess: async (answer, sent) => {
      setSaved({ content: sent, version: answer.data.version });
      setStatus(answer.data.status);
      setUrl(answer.data.document_url);
      setErrors({});
      setOvertaken(null);
      onDirty(false);
      notifications.show({ color: "teal", message: answer.message });
      client.setQueryData(essayKeys.one(essay.id), answer.data);
      await client.invalidateQueries({ queryKey: essayKeys.all, refetchType: "active" });
    },
    onError: async (error, sent) => {
      if (!isApiError(error)) return;
      if (error.status === 422 && error.errors) {
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0] ?? ""])),
        );
        return;
      }
      if (error.status === 409) {
        const fresh = await client.fetchQuery({ ...essayQuery(essay.id), staleTime: 0 });
        setOvertaken({ mine: sent, by: fresh.updated_by?.name ?? null, at: fresh.updated_at });
        setSaved({ content: fresh.content, version: fresh.version });
        setDraft(fresh.content);
        onDirty(false);
      }
    },
  });

  const change = (html: string) => {
    setDraft(html);
    onDirty(html !== saved.content);
  };

  return (
    <Stack gap="sm">
      <Suspense fallback={<PanelLoader />}>
        <RichTextEditor
          label={t("writer.label")}
          value={draft}
          onChange={change}
          error={errors.content}
          lang={i18n.language}
          minHeight={320}
        />
      </Suspense>
      <Group gap="xs" data-testid="live-word-count">
        <WordCount count={words} limit={essay.word_limit} />
        {dirty && (
          <Text size="sm" c="gray.7">
            · {t("writer.unsaved")}
          </Text>
        )}
      </Group>
      {overtaken && (
        <Alert color="orange" role="alert" title={t("writer.overtakenTitle")} data-testid="essay-conflict">
          <Stack gap="xs">
            <Text size="sm">
              {t("writer.overtaken", {
                by: overtaken.by ?? t("writer.someone"),
                at: formatDateTime(overtaken.at),
              })}
            </Text>
            <Text size="sm" fw={600}>
              {t("writer.yourText")}
            </Text>
            <RichTextView html={overtaken.mine} />
          </Stack>
        </Alert>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t("writer.status")}
          data={ESSAY_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={status}
          onChange={(value) => value && setStatus(value as EssayStatus)}
          allowDeselect={false}
          error={errors.status}
          w={200}
        />
        <TextInput
          label={t("writer.documentUrl")}
          description={t("writer.documentUrlHint")}
          type="url"
          inputMode="url"
          maxLength={ESSAY_LIMITS.document_url}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={errors.document_url}
          style={{ flex: "1 1 260px" }}
        />
      </Group>
      <Group>
        <Button onClick={() => save.mutate(draft)} loading={save.isPending} disabled={!dirty}>
          {t("writer.save")}
        </Button>
        {save.isError && !(isApiError(save.error) && [409, 422].includes(save.error.status)) && (
          <Text size="sm" c="red.9" role="alert">
            {save.error.message}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
