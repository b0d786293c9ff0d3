import { createStorySchema, STORY_TEXT_FIELDS, type StoryAdmin, updateStorySchema } from "@edu/shared";
import {
  Alert,
  Button,
  Container,
  FileInput,
  Group,
  Image,
  NumberInput,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconPhoto } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { useViewerRoles } from "../../auth";
import {
  contentAdminKeys,
  createStory,
  storyAdminQuery,
  updateStory,
  uploadImage,
} from "../api/content-admin-api";
import { AdminAccess } from "../components/admin-access";
import { ContentAdminNav } from "../components/content-admin-nav";
import {
  type FieldInputProps,
  type TranslationField,
  TranslationsEditor,
} from "../components/translations-editor";
import {
  diffTranslations,
  type LocaleTexts,
  toLocaleTexts,
  toTranslationsPayload,
} from "../lib/translations-form";

export const handle: RouteHandle = { i18n: ["content-admin", "rich-text-editor"] };

// Heavy (tiptap, toolbar): its own chunk, fetched by this page only.
const RichTextEditor = lazy(() => import("../../../components/rich-text-editor/rich-text-editor"));

function BodyEditor({
  onUploadingChange,
  ...props
}: FieldInputProps & { onUploadingChange: (busy: boolean) => void }) {
  return (
    <Suspense fallback={<Skeleton h={230} radius="sm" data-testid="rich-text-loading" />}>
      <RichTextEditor {...props} onUploadingChange={onUploadingChange} />
    </Suspense>
  );
}

type Field = (typeof STORY_TEXT_FIELDS)[number];
type Photo = { id: number; url: string } | null;
type Values = {
  photo: Photo;
  sort_order: number | string;
  is_published: boolean;
  translations: LocaleTexts<Field>;
};

function StoryForm({ story }: { story: StoryAdmin | null }) {
  const { t } = useTranslation("content-admin");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAdmin } = useViewerRoles();
  const [savedId, setSavedId] = useState<number | null>(null);
  // Images still uploading in a story editor (per language): saving would drop them.
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const imagesPending = Object.values(uploading).some(Boolean);
  const toPayload = (values: Values) => {
    const common = {
      photo_upload_id: values.photo?.id ?? null,
      sort_order: values.sort_order === "" ? undefined : Number(values.sort_order),
      is_published: values.is_published,
    };
    return story
      ? {
          ...common,
          translations: diffTranslations(story.translations, values.translations, STORY_TEXT_FIELDS),
        }
      : { ...common, translations: toTranslationsPayload(values.translations, STORY_TEXT_FIELDS) };
  };
  const form = useForm<Values>({
    initialValues: {
      photo: story?.photo ?? null,
      sort_order: story?.sort_order ?? "",
      is_published: story?.is_published ?? true,
      translations: toLocaleTexts(story?.translations, STORY_TEXT_FIELDS),
    },
    validate: zodFormValidator(story ? updateStorySchema : createStorySchema, toPayload),
  });
  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: (photo) => {
      form.setFieldValue("photo", photo);
      form.clearFieldError("photo_upload_id");
    },
    onError: (error) => {
      if (isApiError(error)) form.setFieldError("photo_upload_id", error.firstFieldError() ?? error.message);
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      story ? updateStory(story.id, toPayload(values)) : createStory(toPayload(values)),
    onSuccess: async (saved) => {
      form.resetDirty();
      notifications.show({ color: "teal", message: t("saved") });
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.stories });
      setSavedId(saved.id);
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  useUnsavedChangesGuard(form.isDirty() && savedId === null);
  useEffect(() => {
    if (savedId !== null) navigate("/admin/stories");
  }, [savedId, navigate]);

  const fields: TranslationField<Field>[] = STORY_TEXT_FIELDS.map((name) => ({
    name,
    label: t(`stories.fields.${name}`),
    required: name === "student_name" || name === "body",
    ...(name === "body" && {
      renderInput: (props: FieldInputProps) => (
        <BodyEditor
          {...props}
          onUploadingChange={(busy) =>
            setUploading((current) =>
              current[props.lang] === busy ? current : { ...current, [props.lang]: busy },
            )
          }
        />
      ),
    }),
  }));
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap" gap="md">
          {form.values.photo ? (
            <Image
              src={form.values.photo.url}
              alt={t("stories.photoPreview")}
              w={120}
              h={120}
              radius="md"
              fit="cover"
            />
          ) : (
            <Text size="sm" c="gray.7">
              {t("stories.noPhoto")}
            </Text>
          )}
          <FileInput
            label={t("stories.fields.photo")}
            accept="image/png,image/jpeg,image/webp,image/gif"
            leftSection={<IconPhoto size={16} aria-hidden="true" />}
            placeholder={t("stories.choosePhoto")}
            styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
            disabled={!isAdmin || upload.isPending}
            onChange={(file) => file && upload.mutate(file)}
            error={form.errors.photo_upload_id}
            w={260}
          />
          {form.values.photo && isAdmin && (
            <Button variant="subtle" color="red" onClick={() => form.setFieldValue("photo", null)}>
              {t("stories.removePhoto")}
            </Button>
          )}
          <NumberInput
            label={t("fields.sortOrder")}
            allowDecimal={false}
            w={140}
            {...form.getInputProps("sort_order")}
          />
          <Switch
            label={t("fields.published")}
            {...form.getInputProps("is_published", { type: "checkbox" })}
          />
        </Group>
        <TranslationsEditor
          fields={fields}
          value={form.values.translations}
          errors={form.errors}
          readOnly={!isAdmin}
          onChange={(locale, field, text) => form.setFieldValue(`translations.${locale}.${field}`, text)}
        />
        <Group>
          {isAdmin && (
            <Button type="submit" loading={save.isPending} disabled={upload.isPending || imagesPending}>
              {t("save")}
            </Button>
          )}
          <Button variant="default" onClick={() => navigate("/admin/stories")}>
            {t("cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function StoryFormScreen() {
  const { t } = useTranslation("content-admin");
  const params = useParams();
  const creating = params.id === "new";
  const id = Number(params.id);
  const valid = creating || (Number.isInteger(id) && id > 0);
  const detail = useQuery({ ...storyAdminQuery(id), enabled: !creating && valid });
  if (!valid) return <Navigate to="/404" replace />;
  return (
    <Container size="xl" py="lg">
      <PageTitle title={creating ? t("stories.createTitle") : t("stories.editTitle")} />
      <Stack gap="md">
        <ContentAdminNav />
        <Title order={1}>{creating ? t("stories.createTitle") : t("stories.editTitle")}</Title>
        {!creating && detail.isPending && <PageLoader />}
        {!creating && detail.isError && <Alert color="red">{detail.error.message}</Alert>}
        {!creating && detail.data && <StoryForm key={detail.data.id} story={detail.data} />}
        {creating && <StoryForm story={null} />}
      </Stack>
    </Container>
  );
}

/** /admin/stories/new and /admin/stories/{id}. */
export default function StoryFormPage() {
  return (
    <AdminAccess>
      <StoryFormScreen />
    </AdminAccess>
  );
}
