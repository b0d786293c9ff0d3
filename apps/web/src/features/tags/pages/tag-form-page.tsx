import { createTagSchema, TAG_COLORS, type Tag, updateTagSchema } from "@edu/shared";
import { Button, Container, Group, Select, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { hasRole } from "../../../lib/roles";
import { createTag, tagDetailQuery, tagsKeys, updateTag, viewerQuery } from "../api/tags-api";
import { TagBadge } from "../components/tag-badge";

export const handle: RouteHandle = { i18n: ["tags"] };

type Values = { name: string; description: string; color: string };
const toPayload = (values: Values) => ({
  name: values.name.trim(),
  description: values.description.trim(),
  color: values.color.trim() || undefined,
});

function TagForm({ tag }: { tag: Tag | null }) {
  const { t } = useTranslation("tags");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [savedId, setSavedId] = useState<number | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: tag?.name ?? "",
      description: tag?.description ?? "",
      color: tag?.color ?? "blue",
    },
    validate: zodFormValidator(tag ? updateTagSchema : createTagSchema, toPayload),
  });
  useUnsavedChangesGuard(form.isDirty() && savedId === null);
  const save = useMutation({
    mutationFn: (values: Values) =>
      tag ? updateTag(tag.id, toPayload(values)) : createTag(toPayload(values)),
    onSuccess: async (saved) => {
      notifications.show({ color: "teal", message: t("saved") });
      setSavedId(saved.id);
      await queryClient.invalidateQueries({ queryKey: tagsKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  useEffect(() => {
    if (savedId !== null) navigate(`/tag/${savedId}`);
  }, [savedId, navigate]);
  const colors: { value: string; label: string }[] = TAG_COLORS.map((color) => ({
    value: color,
    label: t(`colors.${color}`),
  }));
  if (form.values.color && !TAG_COLORS.includes(form.values.color as never)) {
    colors.push({ value: form.values.color, label: form.values.color });
  }

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <TextInput label={t("fields.name")} required {...form.getInputProps("name")} />
        <Textarea
          label={t("fields.description")}
          autosize
          minRows={2}
          {...form.getInputProps("description")}
        />
        <Select
          label={t("fields.color")}
          data={colors}
          allowDeselect={false}
          {...form.getInputProps("color")}
        />
        <Group gap="xs">
          <TagBadge name={form.values.name || t("fields.name")} color={form.values.color} />
        </Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t("save")}
          </Button>
          <Button variant="default" onClick={() => navigate(tag ? `/tag/${tag.id}` : "/tags")}>
            {t("cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /create/tag and /edit/tag/{tagId}. */
export default function TagFormPage() {
  const { t } = useTranslation("tags");
  const params = useParams();
  const editing = params.tagId !== undefined;
  const tagId = Number(params.tagId);
  const valid = !editing || (Number.isInteger(tagId) && tagId > 0);
  const viewer = useQuery(viewerQuery());
  const isAdmin = hasRole(viewer.data?.user, "super-admin");
  const detail = useQuery({ ...tagDetailQuery(tagId), enabled: editing && valid && isAdmin });
  if (!valid) return <Navigate to="/404" replace />;
  if (viewer.isPending) return <PageLoader />;
  // Only admins create and edit tags (the server refuses anyone else).
  if (!isAdmin) return <NoPermissionPage />;
  if (editing && detail.isError)
    return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  return (
    <Container size="sm" py="lg">
      <PageTitle title={editing ? t("form.editMetaTitle") : t("form.createMetaTitle")} />
      <Stack gap="md">
        <Title order={1}>{editing ? t("form.editTitle") : t("form.createTitle")}</Title>
        {editing && detail.isPending && <PageLoader />}
        {editing && detail.data && <TagForm key={detail.data.tag.id} tag={detail.data.tag} />}
        {!editing && <TagForm tag={null} />}
      </Stack>
    </Container>
  );
}
