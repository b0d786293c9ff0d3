import { createSchoolLinkSchema, SCHOOL_LINK_KINDS, type SchoolLinkKind } from "@edu/shared/schools";
import { Button, Group, Select, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { isApiError } from "../../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../../lib/form-errors";
import { createSchoolLink } from "./staff-api";
import { useStaffTranslation } from "./staff-texts";
import { WriteError } from "./write-error";

type Values = { kind: SchoolLinkKind; url: string; label: string };
const toPayload = (values: Values) => ({
  kind: values.kind,
  url: values.url.trim(),
  label: values.label.trim(),
});

/** POST schools/{id}/links: an http(s) address only (the shared schema refuses javascript:, data: …). */
export function LinkForm({ schoolId, onAdded }: { schoolId: number; onAdded: () => void }) {
  const { t } = useStaffTranslation();
  const form = useForm<Values>({
    initialValues: { kind: "admissions", url: "", label: "" },
    validate: zodFormValidator(createSchoolLinkSchema, toPayload),
  });
  const add = useMutation({
    mutationFn: (values: Values) => createSchoolLink(schoolId, toPayload(values)),
    onSuccess: () => {
      form.reset();
      onAdded();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => add.mutate(values))} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("links.addTitle")}
        </Title>
        <Select
          label={t("links.kind")}
          data={SCHOOL_LINK_KINDS.map((kind) => ({ value: kind, label: t(`linkKinds.${kind}`) }))}
          allowDeselect={false}
          {...form.getInputProps("kind")}
        />
        <TextInput
          label={t("links.url")}
          placeholder="https://"
          type="url"
          inputMode="url"
          required
          {...form.getInputProps("url")}
        />
        <TextInput
          label={t("links.label")}
          description={t("links.labelHint")}
          {...form.getInputProps("label")}
        />
        <WriteError error={add.error} />
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t("links.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
