import {
  type ApplicationType,
  type CounselingProfile,
  type CounselingProfileSection,
  OPTIONS_BY_APPLICATION_TYPE,
  sectionSchemas,
} from "@edu/shared/counseling-profile";
import { Alert, Button, Fieldset, Group, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { isApiError } from "../../../lib/api-client";
import { localizeMessage, serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format-date";
import { counselingKeys, profileQuery, saveSection } from "../api/counseling-profile-api";
import { isFieldPath, sectionFields } from "../lib/section-shape";
import { useProfileTexts } from "../lib/use-profile-texts";
import { FieldsView } from "./field-view";
import { SectionContext, type SectionValues } from "./section-context";

type Envelope = CounselingProfile["sections"][CounselingProfileSection];

/** Someone saved the section first: their version is in the form, the editor's own answers kept aside. */
type Conflict = { draft: SectionValues; by: string | null; at: string | null };

/** A 422's field errors as form paths (the body's `data.` dropped), and those no field shows. */
function splitServerErrors(section: CounselingProfileSection, errors: Record<string, string[]>) {
  const fields: Record<string, string[]> = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const path = key.replace(/^data\./, "");
    if (isFieldPath(section, path)) fields[path] = messages;
    else other.push(...messages);
  }
  return { fields: serverFieldErrors(fields), other };
}

/**
 * One section's form and its own save (`{section, version, data}`): another section's unsaved answers are
 * not sent, and a save of a section someone else changed meanwhile is refused (409) rather than overwriting
 * theirs; the form then shows their version and offers to put the editor's answers back.
 */
export function SectionForm({
  studentId,
  section,
  envelope,
  canEdit,
  savedApplicationType,
}: {
  studentId: number;
  section: CounselingProfileSection;
  envelope: Envelope;
  canEdit: boolean;
  savedApplicationType: ApplicationType | null;
}) {
  const texts = useProfileTexts();
  const { t } = texts;
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(envelope.version);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useForm<SectionValues>({
    initialValues: envelope.data as SectionValues,
    validate: zodFormValidator(sectionSchemas[section], (values: SectionValues) => values),
    onValuesChange: (values, previous) => {
      // Spec §3: option lists reset when the application type changes.
      if (section !== "profile" || values.application_type === previous.application_type) return;
      const type = values.application_type as ApplicationType | null;
      const allowed: readonly string[] = type ? OPTIONS_BY_APPLICATION_TYPE[type].current_status : [];
      if (values.current_status && !allowed.includes(values.current_status as string))
        form.setFieldValue("current_status", null);
    },
  });
  useUnsavedChangesGuard(canEdit && form.isDirty());
  const applicationType =
    section === "profile"
      ? ((form.values.application_type as ApplicationType | null) ?? null)
      : savedApplicationType;
  const waitingForType = section === "campuses_majors" && !savedApplicationType;
  const readOnly = !canEdit || waitingForType;

  const take = (next: Envelope) => {
    form.setValues(next.data as SectionValues);
    form.resetDirty(next.data as SectionValues);
    setVersion(next.version);
  };

  const save = useMutation({
    mutationFn: (values: SectionValues) => saveSection(studentId, section, version, values),
    onSuccess: (profile) => {
      queryClient.setQueryData(counselingKeys.profile(studentId), profile);
      take(profile.sections[section]);
      setConflict(null);
      setOtherErrors([]);
      notifications.show({ color: "teal", message: t("save.saved", { section: t(`sections.${section}`) }) });
    },
    onError: async (error, values) => {
      if (!isApiError(error)) return;
      if (error.status === 422 && error.errors) {
        const { fields, other } = splitServerErrors(section, error.errors);
        form.setErrors(fields);
        setOtherErrors(other);
        return;
      }
      if (error.status === 409) {
        // The newer copy, read again (the editor's own answers stay in `draft` to put back).
        const fresh = await queryClient.fetchQuery({ ...profileQuery(studentId), staleTime: 0 });
        const newer = fresh.sections[section];
        take(newer);
        setConflict({ draft: values, by: newer.updated_by?.name ?? null, at: newer.updated_at });
      }
    },
  });

  const envelopeNote = envelope.updated_at
    ? t("section.updated", {
        at: formatDateTime(envelope.updated_at),
        by: envelope.updated_by?.name ?? t("section.someone"),
      })
    : t("section.neverSaved");

  return (
    <SectionContext.Provider value={{ section, form, readOnly, applicationType }}>
      <form
        onSubmit={form.onSubmit((values) => save.mutate(values))}
        noValidate
        aria-label={t(`sections.${section}`)}
      >
        <Stack gap="md">
          <Text size="xs" c="gray.7" data-testid="section-updated">
            {envelopeNote}
          </Text>
          {!canEdit && (
            <Alert color="gray" variant="light">
              {t("section.readOnly")}
            </Alert>
          )}
          {canEdit && waitingForType && (
            <Alert color="orange" variant="light" role="alert">
              {localizeMessage("cp_application_type_first")}
            </Alert>
          )}
          {conflict && (
            <Alert color="orange" role="alert" title={t("conflict.title")} data-testid="section-conflict">
              <Stack gap="xs">
                <Text size="sm">
                  {t("conflict.body", {
                    by: conflict.by ?? t("section.someone"),
                    at: formatDateTime(conflict.at),
                  })}
                </Text>
                <Group gap="sm">
                  <Button
                    size="xs"
                    onClick={() => {
                      form.setValues(conflict.draft);
                      setConflict(null);
                    }}
                  >
                    {t("conflict.reapply")}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setConflict(null)}>
                    {t("conflict.keepTheirs")}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          <Fieldset variant="unstyled" disabled={readOnly} p={0}>
            <FieldsView fields={sectionFields(section)} basePath="" parentKey={undefined} />
          </Fieldset>
          {otherErrors.length > 0 && (
            <Alert color="red" role="alert">
              {[...new Set(otherErrors)].join(" ")}
            </Alert>
          )}
          {save.isError && !(isApiError(save.error) && [409, 422].includes(save.error.status)) && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          {!readOnly && (
            <Group>
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                {t("save.button", { section: t(`sections.${section}`) })}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SectionContext.Provider>
  );
}
