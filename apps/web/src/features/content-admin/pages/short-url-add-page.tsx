import { createShortUrlSchema } from "@edu/shared";
import { Button, Container, Group, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { contentAdminKeys, createShortUrl } from "../api/content-admin-api";
import { AdminAccess } from "../components/admin-access";
import { ContentAdminNav } from "../components/content-admin-nav";

export const handle: RouteHandle = { i18n: ["content-admin"] };

type Values = { full_url: string; short_url_key: string };
const toPayload = (values: Values) => ({
  full_url: values.full_url.trim(),
  short_url_key: values.short_url_key.trim() || undefined,
});

function ShortUrlAdd() {
  const { t } = useTranslation("content-admin");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    initialValues: { full_url: "", short_url_key: "" },
    validate: zodFormValidator(createShortUrlSchema, toPayload),
  });
  const save = useMutation({
    mutationFn: (values: Values) => createShortUrl(toPayload(values)),
    onSuccess: async (link) => {
      notifications.show({ color: "teal", message: t("shortUrls.created", { url: link.default_short_url }) });
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.shortUrls });
      setSaved(true);
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  useUnsavedChangesGuard(form.isDirty() && !saved);
  useEffect(() => {
    if (saved) navigate("/shortUrls");
  }, [saved, navigate]);
  return (
    <Container size="sm" py="lg">
      <PageTitle title={t("shortUrls.addTitle")} />
      <Stack gap="md">
        <ContentAdminNav />
        <Title order={1}>{t("shortUrls.addTitle")}</Title>
        <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t("shortUrls.fullUrl")}
              placeholder="https://"
              required
              type="url"
              {...form.getInputProps("full_url")}
            />
            <TextInput
              label={t("shortUrls.keyOptional")}
              description={t("shortUrls.keyHint")}
              styles={{ description: { color: "var(--mantine-color-gray-7)" } }}
              {...form.getInputProps("short_url_key")}
            />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t("shortUrls.create")}
              </Button>
              <Button variant="default" onClick={() => navigate("/shortUrls")}>
                {t("cancel")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}

/** /shortUrls/add: full_url and an optional key; the server's 422 errors show on the fields. */
export default function ShortUrlAddPage() {
  return (
    <AdminAccess>
      <ShortUrlAdd />
    </AdminAccess>
  );
}
