import { FEEDBACK_FILE_MAX_BYTES, FEEDBACK_TYPES, type FeedbackType } from "@edu/shared";
import { Button, FileInput, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors } from "../../../lib/form-errors";
import { useSession } from "../../auth";
import { sendFeedback, uploadFeedbackFile } from "../api/feedback-api";
import classes from "./feedback-dialog.module.css";

type Values = { type: FeedbackType; description: string; file: File | null };

/** The page the dialog was opened on: its title and address, as the spec's "current page". */
function currentPage() {
  return { title: document.title, url: window.location.href };
}

/**
 * The feedback dialog (spec 02 §2, §5): the current page filled in, type Bug or Advice (Bug by
 * default), an optional screenshot under 5 MB, details. Open to visitors too.
 */
export function FeedbackDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("feedback");
  const { user } = useSession({ enabled: false });
  const [page] = useState(currentPage);
  const form = useForm<Values>({
    initialValues: { type: "Bug", description: "", file: null },
    validate: {
      type: (value) => (FEEDBACK_TYPES.includes(value) ? null : t("typeRequired")),
      file: (file) => (file && file.size > FEEDBACK_FILE_MAX_BYTES ? t("fileTooLarge") : null),
    },
  });
  const send = useMutation({
    mutationFn: async (values: Values) => {
      const file = values.file ? await uploadFeedbackFile(values.file) : null;
      return sendFeedback({
        type: values.type,
        description: values.description,
        url: page.url,
        page_title: page.title,
        file,
        // The spec's field; the server takes the sender from the session.
        created_by: user?.id ?? 0,
      });
    },
    onSuccess: () => {
      notifications.show({ color: "teal", title: t("successTitle"), message: t("thanks") });
      form.reset();
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
      else if (isApiError(error) && error.status === 413) form.setFieldError("file", t("fileTooLarge"));
      else form.setFieldError("description", isApiError(error) ? error.message : t("failed"));
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("title")}
      size="lg"
      className={classes.dialog}
      closeButtonProps={{ "aria-label": t("close") }}
    >
      <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("page")}
            value={page.title ? `${page.title} — ${page.url}` : page.url}
            readOnly
            data-testid="feedback-page"
          />
          <Radio.Group label={t("type")} required {...form.getInputProps("type")}>
            <Group mt={4}>
              {FEEDBACK_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(`types.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          <FileInput
            label={t("screenshot")}
            description={t("screenshotHint")}
            accept="image/png,image/jpeg,image/webp,image/gif"
            clearable
            {...form.getInputProps("file")}
          />
          <Textarea
            label={t("details")}
            autosize
            minRows={4}
            maxLength={5000}
            {...form.getInputProps("description")}
          />
          <Text size="xs" c="dimmed">
            {t("privacy")}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t("send")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
