import { type SchoolAlias, updateSchoolAliasSchema } from "@edu/shared/schools";
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDeleteButtons } from "../../../../components/confirm-delete-buttons";
import { isApiError } from "../../../../lib/api-client";
import { localizeMessage } from "../../../../lib/form-errors";
import { ALIAS_LANGS } from "./alias-langs";
import { deleteSchoolAlias, updateSchoolAlias } from "./staff-api";
import { useStaffTranslation } from "./staff-texts";
import { WriteError } from "./write-error";

function RenameForm({ alias, onDone }: { alias: SchoolAlias; onDone: (changed: boolean) => void }) {
  const { t } = useStaffTranslation();
  const [name, setName] = useState(alias.name);
  const [invalid, setInvalid] = useState<string | undefined>();
  const rename = useMutation({
    mutationFn: (next: string) => updateSchoolAlias(alias.id, { name: next }),
    onSuccess: () => onDone(true),
  });
  const submit = () => {
    const parsed = updateSchoolAliasSchema.safeParse({ name });
    if (!parsed.success) {
      setInvalid(localizeMessage(parsed.error.issues[0]?.message ?? "v.required"));
      return;
    }
    if (parsed.data.name === alias.name) return onDone(false);
    rename.mutate(parsed.data.name ?? name);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="xs">
        <TextInput
          label={t("aliases.renameLabel", { name: alias.name })}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setInvalid(undefined);
          }}
          error={invalid ?? (isApiError(rename.error) ? rename.error.errors?.name?.[0] : undefined)}
          data-autofocus
        />
        <WriteError error={rename.error} />
        <Group gap="xs">
          <Button size="xs" type="submit" loading={rename.isPending}>
            {t("aliases.saveName")}
          </Button>
          <Button size="xs" variant="default" onClick={() => onDone(false)}>
            {t("cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AliasRow({ alias, onChanged }: { alias: SchoolAlias; onChanged: () => void }) {
  const { t } = useStaffTranslation();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const makeDefault = useMutation({
    mutationFn: () => updateSchoolAlias(alias.id, { is_default: true }),
    onSuccess: onChanged,
  });
  const remove = useMutation({ mutationFn: () => deleteSchoolAlias(alias.id), onSuccess: onChanged });
  return (
    <Card withBorder p="sm" data-testid="alias-row">
      {renaming ? (
        <RenameForm
          alias={alias}
          onDone={(changed) => {
            setRenaming(false);
            if (changed) onChanged();
          }}
        />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="wrap">
              <Text fw={500} lang={alias.lang}>
                {alias.name}
              </Text>
              {alias.is_default && (
                <Badge variant="light" color="teal">
                  {t("aliases.default")}
                </Badge>
              )}
            </Group>
            <Group gap="xs" wrap="wrap">
              <Button
                size="xs"
                variant="subtle"
                onClick={() => setRenaming(true)}
                aria-label={t("aliases.renameLabel", { name: alias.name })}
              >
                {t("aliases.rename")}
              </Button>
              {!alias.is_default && (
                <Button
                  size="xs"
                  variant="subtle"
                  loading={makeDefault.isPending}
                  onClick={() => makeDefault.mutate()}
                  aria-label={t("aliases.makeDefaultOf", { name: alias.name })}
                >
                  {t("aliases.setDefault")}
                </Button>
              )}
              <ConfirmDeleteButtons
                confirming={confirming}
                pending={remove.isPending}
                onAsk={() => setConfirming(true)}
                onCancel={() => setConfirming(false)}
                onConfirm={() => remove.mutate()}
                labels={{ delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") }}
                deleteAriaLabel={t("aliases.deleteOf", { name: alias.name })}
              />
            </Group>
          </Group>
          {alias.original_name && alias.original_name !== alias.name && (
            <Text size="xs" c="gray.7">
              {t("aliases.originalName", { name: alias.original_name })}
            </Text>
          )}
          <WriteError error={makeDefault.error ?? remove.error} />
        </Stack>
      )}
    </Card>
  );
}

/** A school's aliases by language: rename, make a language's default, delete (in two clicks). */
export function AliasList({
  aliases,
  onChanged,
}: {
  aliases: readonly SchoolAlias[];
  onChanged: () => void;
}) {
  const { t } = useStaffTranslation();
  return (
    <Stack gap="md">
      {ALIAS_LANGS.map((lang) => {
        const inLang = aliases.filter((alias) => alias.lang === lang);
        return (
          <Stack key={lang} gap="xs" data-testid={`aliases-${lang}`}>
            <Title order={2} size="h4">
              {t(`langs.${lang}`)}
            </Title>
            {inLang.length === 0 && (
              <Text size="sm" c="gray.7">
                {t("aliases.noneInLang")}
              </Text>
            )}
            {inLang.map((alias) => (
              <AliasRow key={alias.id} alias={alias} onChanged={onChanged} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
