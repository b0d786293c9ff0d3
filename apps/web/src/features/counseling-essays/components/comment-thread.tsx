import { ESSAY_LIMITS, type EssayComment } from "@edu/shared/counseling-essays";
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { formatDateTime } from "../../../lib/format-date";
import { addComment, changeComment, deleteComment, essayKeys } from "../api/counseling-essays-api";
import classes from "./essay-comments.module.css";

type Reply = Omit<EssayComment, "replies">;

/** After a comment changes: say so and read the comments (and the list's open counts) again. */
function useCommentChange() {
  const client = useQueryClient();
  return (message: string) => {
    notifications.show({ color: "teal", message });
    return client.invalidateQueries({ queryKey: essayKeys.all });
  };
}

/** Who wrote it and when; "deleted account" when the author is gone. */
function Byline({ comment }: { comment: Reply }) {
  const { t } = useTranslation("counseling-essays");
  return (
    <Text size="xs" c="gray.7">
      {t("comments.byline", {
        by: comment.author?.name ?? t("comments.someone"),
        at: formatDateTime(comment.created_at),
      })}
    </Text>
  );
}

/** Delete one's own comment or reply, in two clicks. */
function DeleteOwn({ comment }: { comment: Reply }) {
  const { t } = useTranslation("counseling-essays");
  const changed = useCommentChange();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteComment(comment.id),
    onSuccess: (a) => changed(a.message),
  });
  if (comment.is_mine !== 1) return null;
  return (
    <ConfirmDeleteButtons
      confirming={confirming}
      pending={remove.isPending}
      onAsk={() => setConfirming(true)}
      onCancel={() => setConfirming(false)}
      onConfirm={() => remove.mutate()}
      labels={{
        delete: t("comments.delete"),
        confirm: t("comments.confirmDelete"),
        cancel: t("comments.cancel"),
      }}
    />
  );
}

/**
 * One thread: the quoted passage, the comment, its replies, a reply box, and resolve / reopen for the
 * student and counselors (`canResolve`). Open or resolved is written out, not shown by colour alone.
 */
export function CommentThread({
  comment,
  essayId,
  canResolve,
}: {
  comment: EssayComment;
  essayId: number;
  canResolve: boolean;
}) {
  const { t } = useTranslation("counseling-essays");
  const changed = useCommentChange();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string | null>(null);
  const resolved = comment.status === "resolved";
  const toggle = useMutation({
    mutationFn: () => changeComment(comment.id, { status: resolved ? "open" : "resolved" }),
    onSuccess: (answer) => changed(answer.message),
    onError: (failure) => setError(failure.message),
  });
  const send = useMutation({
    mutationFn: () => addComment(essayId, { body: reply, parent_id: comment.id, anchor: null }),
    onSuccess: async (answer) => {
      setReply("");
      setReplying(false);
      setError(null);
      await changed(answer.message);
    },
    onError: (failure) => setError(failure.message),
  });
  return (
    <Paper withBorder p="sm" data-testid={`comment-${comment.id}`} component="article">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Badge variant={resolved ? "outline" : "light"} color={resolved ? "gray" : "orange"}>
            {t(resolved ? "comments.resolved" : "comments.open")}
          </Badge>
          {resolved && comment.resolved_by && (
            <Text size="xs" c="gray.7">
              {t("comments.resolvedBy", {
                by: comment.resolved_by.name,
                at: formatDateTime(comment.resolved_at),
              })}
            </Text>
          )}
        </Group>
        {comment.quote && (
          <blockquote className={classes.quote}>
            <Text size="xs" c="gray.7" component="span" className={classes.quoteLabel}>
              {t("comments.about")}
            </Text>
            <Text size="sm" component="span">
              {comment.quote}
            </Text>
          </blockquote>
        )}
        <Text size="sm" className={classes.body}>
          {comment.body}
        </Text>
        <Byline comment={comment} />
        {comment.replies.length > 0 && (
          <Stack gap={6} className={classes.replies} component="ul" aria-label={t("comments.replies")}>
            {comment.replies.map((answer) => (
              <li key={answer.id}>
                <Text size="sm" className={classes.body}>
                  {answer.body}
                </Text>
                <Group gap="xs">
                  <Byline comment={answer} />
                  <DeleteOwn comment={answer} />
                </Group>
              </li>
            ))}
          </Stack>
        )}
        {replying && (
          <Textarea
            label={t("comments.replyLabel")}
            autosize
            minRows={2}
            maxLength={ESSAY_LIMITS.comment_body}
            value={reply}
            onChange={(event) => setReply(event.currentTarget.value)}
          />
        )}
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {replying ? (
            <>
              <Button
                size="xs"
                onClick={() => send.mutate()}
                loading={send.isPending}
                disabled={reply.trim() === ""}
              >
                {t("comments.sendReply")}
              </Button>
              <Button size="xs" variant="default" onClick={() => setReplying(false)}>
                {t("comments.cancel")}
              </Button>
            </>
          ) : (
            <Button size="xs" variant="light" onClick={() => setReplying(true)}>
              {t("comments.reply")}
            </Button>
          )}
          {canResolve && (
            <Button size="xs" variant="default" loading={toggle.isPending} onClick={() => toggle.mutate()}>
              {t(resolved ? "comments.reopen" : "comments.resolve")}
            </Button>
          )}
          <DeleteOwn comment={comment} />
        </Group>
      </Stack>
    </Paper>
  );
}
