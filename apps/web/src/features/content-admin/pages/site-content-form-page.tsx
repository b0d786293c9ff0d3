import type { PutSiteContentInput, SiteContentAdmin } from "@edu/shared";
import {
  Alert,
  Button,
  Container,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors } from "../../../lib/form-errors";
import { useViewerRoles } from "../../auth";
import { contentAdminKeys, putSiteContent, siteContentQuery } from "../api/content-admin-api";
import { AdminAccess } from "../components/admin-access";
import { ContentAdminNav } from "../components/content-admin-nav";
import { MissingLocalesBadges, TranslationsEditor } from "../components/translations-editor";
import { fromSiteContentDraft, type SiteContentDraft, toSiteContentDraft } from "../lib/site-content-form";

export const handle: RouteHandle = { i18n: ["content-admin"] };

function SiteContentForm({ entry }: { entry: SiteContentAdmin }) {
  const { t } = useTranslation("content-admin");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAdmin } = useViewerRoles();
  const initial = toSiteContentDraft(entry);
  const form = useForm<SiteContentDraft>({ initialValues: initial });
  const save = useMutation({
    mutationFn: (body: PutSiteContentInput) => putSiteContent(entry.key, body),
    onSuccess: async () => {
      form.resetDirty();
      notifications.show({ color: "teal", message: t("saved") });
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.siteContent });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  useUnsavedChangesGuard(form.isDirty());
  const submit = form.onSubmit((values) => {
    const result = fromSiteContentDraft(values, t("siteContent.invalidJson"));
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    save.mutate(result.body);
  });
  const dataNames = Object.keys(form.values.data);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <MissingLocalesBadges locales={entry.missing_locales} />
        {dataNames.length > 0 && (
          <Fieldset legend={t("siteContent.data")}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {dataNames.map((name) => {
                const kind = form.values.dataKinds[name];
                const path = `data.${name}`;
                if (kind === "boolean")
                  return (
                    <Switch
                      key={name}
                      label={name}
                      checked={form.values.data[name] === "true"}
                      disabled={!isAdmin}
                      onChange={(event) => form.setFieldValue(path, String(event.currentTarget.checked))}
                    />
                  );
                if (kind === "number")
                  return (
                    <NumberInput
                      key={name}
                      label={name}
                      readOnly={!isAdmin}
                      value={form.values.data[name]}
                      error={form.errors[path]}
                      onChange={(value) => form.setFieldValue(path, String(value))}
                    />
                  );
                if (kind === "json")
                  return (
                    <Textarea
                      key={name}
                      label={name}
                      description={t("siteContent.jsonHint")}
                      autosize
                      minRows={3}
                      maxRows={16}
                      readOnly={!isAdmin}
                      styles={{
                        input: { fontFamily: "monospace", fontSize: 12 },
                        description: { color: "var(--mantine-color-gray-7)" },
                      }}
                      {...form.getInputProps(path)}
                    />
                  );
                return (
                  <TextInput key={name} label={name} readOnly={!isAdmin} {...form.getInputProps(path)} />
                );
              })}
            </SimpleGrid>
          </Fieldset>
        )}
        {form.values.fieldNames.length > 0 && (
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t("siteContent.perLanguage")}
            </Title>
            {form.values.jsonFields.length > 0 && (
              <Text size="sm" c="gray.7">
                {t("siteContent.jsonFieldsHint", { fields: form.values.jsonFields.join(", ") })}
              </Text>
            )}
            <TranslationsEditor
              fields={form.values.fieldNames.map((name) => ({
                name,
                label: name,
                multiline:
                  form.values.jsonFields.includes(name) || (initial.translations.en[name] ?? "").length > 80,
              }))}
              value={form.values.translations}
              errors={form.errors}
              readOnly={!isAdmin}
              onChange={(locale, field, text) => form.setFieldValue(`translations.${locale}.${field}`, text)}
            />
          </Stack>
        )}
        <Group>
          {isAdmin && (
            <Button type="submit" loading={save.isPending}>
              {t("save")}
            </Button>
          )}
          <Button variant="default" onClick={() => navigate("/admin/site-content")}>
            {t("back")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SiteContentScreen() {
  const { t } = useTranslation("content-admin");
  const { key = "" } = useParams();
  const detail = useQuery(siteContentQuery(key));
  if (!key) return <Navigate to="/admin/site-content" replace />;
  return (
    <Container size="xl" py="lg">
      <PageTitle title={t("siteContent.editTitle", { key })} />
      <Stack gap="md">
        <ContentAdminNav />
        <Title order={1}>{t("siteContent.editTitle", { key })}</Title>
        <Text size="sm" c="gray.7">
          {t(`siteContent.keys.${key}`, { defaultValue: "" })}
        </Text>
        {detail.isPending && <PageLoader />}
        {detail.isError && <Alert color="red">{detail.error.message}</Alert>}
        {detail.data && <SiteContentForm key={detail.data.updated_at} entry={detail.data} />}
      </Stack>
    </Container>
  );
}

/** /admin/site-content/{key}: values shared by every language, and per-language fields with what is missing. */
export default function SiteContentFormPage() {
  return (
    <AdminAccess>
      <SiteContentScreen />
    </AdminAccess>
  );
}
