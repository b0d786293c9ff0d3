import { ESSAY_LIMITS } from "@edu/shared/counseling-essays";
import { Button, Chip, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconMessagePlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { addComment, commentsQuery, essayKeys } from "../api/counseling-essays-api";
import { type Passage, selectedPassage } from "../lib/passage";
import { CommentThread } from "./comment-thread";
import classes from "./essay-comments.module.css";
import { PanelError, PanelLoader } from "./panel-state";

type Filter = "open" | "resolved" | "all";

/**
 * The passage last selected inside `area`: kept while the reader moves to the comment button (a tap on a
 * phone may clear the live selection first).
 */
function useLastPassage(area: RefObject<HTMLElement | null>) {
  const last = useRef<Passage | null>(null);
  useEffect(() => {
    const track = () => {
      const passage = selectedPassage(area.current);
      if (passage) last.current = passage;
    };
    document.addEventListener("selectionchange", track);
    return () => document.removeEventListener("selectionchange", track);
  }, [area]);
  return () => selectedPassage(area.current) ?? last.current;
}

/** A new comment on a selected passage: the quote is shown above the comment box. */
function NewComment({ essayId, passage, onDone }: { essayId: number; passage: Passage; onDone: () => void }) {
  const { t } = useTranslation("counseling-essays");
  const client = useQueryClient();
  const [body, setBody] = useState("");
  const send = useMutation({
    mutationFn: () => addComment(essayId, { body, parent_id: null, anchor: passage }),
    onSuccess: async (answer) => {
      notifications.show({ color: "teal", message: answer.message });
      await client.invalidateQueries({ queryKey: essayKeys.all });
      onDone();
    },
  });
  return (
    <Paper withBorder p="sm">
      <Stack gap={6}>
        <blockquote className={classes.quote} data-testid="new-comment-quote">
          <Text size="xs" c="gray.7" component="span" className={classes.quoteLabel}>
            {t("comments.about")}
          </Text>
          <Text size="sm" component="span">
            {passage.quote}
          </Text>
        </blockquote>
        <Textarea
          label={t("comments.newLabel")}
          autosize
          minRows={2}
          maxLength={ESSAY_LIMITS.comment_body}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          data-autofocus
        />
        {send.isError && (
          <Text size="sm" c="red.9" role="alert">
            {send.error.message}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            onClick={() => send.mutate()}
            loading={send.isPending}
            disabled={body.trim() === ""}
          >
            {t("comments.post")}
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            {t("comments.cancel")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Comments anchored to passages: select text in the essay, then "Comment on the selected passage".
 * Counselors, the student and parents comment; the student and counselors resolve and reopen. `dirty`: the
 * writer has unsaved text, and comments quote the saved essay.
 */
export function EssayComments({
  essayId,
  area,
  dirty,
}: {
  essayId: number;
  area: RefObject<HTMLElement | null>;
  dirty: boolean;
}) {
  const { t } = useTranslation("counseling-essays");
  const comments = useQuery(commentsQuery(essayId));
  const readPassage = useLastPassage(area);
  const [filter, setFilter] = useState<Filter>("open");
  const [passage, setPassage] = useState<Passage | null>(null);
  const [hint, setHint] = useState(false);
  const threads = comments.data?.data ?? [];
  const shown = filter === "all" ? threads : threads.filter((thread) => thread.status === filter);
  const count = (status: Filter) => threads.filter((thread) => thread.status === status).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="essay-comments-heading">
      <Title order={2} size="h4" id="essay-comments-heading">
        {t("comments.title")}
      </Title>
      <Button
        variant="light"
        leftSection={<IconMessagePlus size={16} aria-hidden="true" />}
        // Keep the selection when the button is pressed (a mouse down elsewhere would clear it).
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          const found = readPassage();
          setHint(found === null);
          setPassage(found);
        }}
      >
        {t("comments.onSelection")}
      </Button>
      <Text size="sm" c="gray.7">
        {dirty ? t("comments.saveFirst") : t("comments.how")}
      </Text>
      {hint && (
        <Text size="sm" role="alert" c="orange.9">
          {t("comments.selectFirst")}
        </Text>
      )}
      {passage && (
        <NewComment
          key={`${passage.start}:${passage.quote}`}
          essayId={essayId}
          passage={passage}
          onDone={() => setPassage(null)}
        />
      )}
      <Chip.Group multiple={false} value={filter} onChange={(value) => setFilter(value as Filter)}>
        <Group gap="xs" role="radiogroup" aria-label={t("comments.filter")}>
          {(["open", "resolved", "all"] as const).map((value) => (
            <Chip key={value} value={value} type="radio" size="sm">
              {value === "all" ? t("comments.all") : t(`comments.${value}Count`, { count: count(value) })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {comments.isPending && <PanelLoader />}
      {comments.isError && <PanelError error={comments.error} onRetry={() => void comments.refetch()} />}
      {comments.isSuccess && shown.length === 0 && (
        <Text size="sm">{t(threads.length === 0 ? "comments.none" : "comments.noneHere")}</Text>
      )}
      {shown.map((thread) => (
        <CommentThread
          key={thread.id}
          comment={thread}
          essayId={essayId}
          canResolve={comments.data?.can_resolve === 1}
        />
      ))}
    </Stack>
  );
}
