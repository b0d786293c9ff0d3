import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  type NumberInputProps,
  Select,
  type SelectProps,
  Skeleton,
  Text,
} from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { timezoneOptions } from "../lib/private-lesson-form";

// The pieces the lesson forms share (a private lesson, a lesson log, a meet-and-greet).

// Heavy (tiptap, toolbar): its own chunk, fetched by the lesson forms only.
const RichTextEditor = lazy(() => import("../../../components/rich-text-editor/rich-text-editor"));

const DURATION_INPUT = { min: 0, allowDecimal: false, w: 130 } as const;

/** How long: hours and minutes (in steps of five), side by side. */
export function DurationFields({ hours, minutes }: { hours: NumberInputProps; minutes: NumberInputProps }) {
  const { t } = useTranslation("lessons");
  return (
    <Group gap="sm" mt="sm" align="flex-start">
      <NumberInput label={t("fields.durationHours")} max={12} {...DURATION_INPUT} {...hours} />
      <NumberInput label={t("fields.durationMinutes")} max={59} step={5} {...DURATION_INPUT} {...minutes} />
    </Group>
  );
}

/** The time zone, from every IANA zone the browser knows (the current value kept even if not listed). */
export function TimezoneSelect(props: SelectProps) {
  const { t } = useTranslation("lessons");
  const current = props.value ?? "";
  const zones = useMemo(() => timezoneOptions(current), [current]);
  return <Select label={t("fields.timezone")} data={zones} searchable allowDeselect={false} {...props} />;
}

/** A person's row heading in a form's list: the name, and the button that takes the row out. */
export function RemovableRowHeading({
  name,
  removeLabel,
  onRemove,
  fw = 500,
}: {
  name: string;
  removeLabel: string;
  onRemove: () => void;
  fw?: number;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={fw}>{name}</Text>
      <ActionIcon variant="subtle" color="red" aria-label={removeLabel} onClick={onRemove}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

/** A failed save's message, unless the server named fields (those show on the fields themselves). */
export function SaveFailure({ error }: { error: Error | null }) {
  if (!error || (isApiError(error) && error.errors)) return null;
  return <Alert color="red">{error.message}</Alert>;
}

/** "Cancel" and the submit button (busy while saving; held while an image uploads). */
export function FormButtons({
  cancelLabel,
  onCancel,
  submitLabel,
  saving,
  imagesPending,
}: {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: ReactNode;
  saving: boolean;
  imagesPending: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={saving} disabled={imagesPending}>
        {submitLabel}
      </Button>
    </Group>
  );
}

type RichTextFieldProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error: ReactNode;
  minHeight: number;
};

/**
 * A form's rich text fields, each loading the editor on first use (a placeholder `loadingHeight` tall
 * meanwhile); `imagesPending` while any of them uploads an image (saving waits for it).
 */
export function useRichTextFields(loadingHeight: number) {
  const { i18n } = useTranslation();
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const field = (name: string, props: RichTextFieldProps) => (
    <Suspense fallback={<Skeleton h={loadingHeight} radius="sm" data-testid="rich-text-loading" />}>
      <RichTextEditor
        {...props}
        lang={i18n.language}
        onUploadingChange={(busy) => setUploading((prev) => ({ ...prev, [name]: busy }))}
      />
    </Suspense>
  );
  return { field, imagesPending: Object.values(uploading).some(Boolean) };
}
