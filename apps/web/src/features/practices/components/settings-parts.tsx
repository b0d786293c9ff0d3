import { PRACTICE_LIMITS, PRACTICE_SHARES } from "@edu/shared/practices";
import { Button, CopyButton, Group, NumberInput, Radio, Stack, Text, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import type { SharerStrings } from "../lib/settings-values";
import { SharersField } from "./sharers-field";

type Lists = { who_can_use: SharerStrings; who_can_edit: SharerStrings };

/**
 * Sharing as a practice's and a full practice's settings forms set it: public, private or unlisted, then
 * the "who can use" and "who can edit" lists.
 */
export function SharingFields({
  shareProps,
  lists,
  onList,
}: {
  shareProps: GetInputPropsReturnType;
  lists: Lists;
  onList: (field: keyof Lists, value: SharerStrings) => void;
}) {
  const { t } = useTranslation("practices");
  return (
    <>
      <Radio.Group label={t("form.share")} {...shareProps}>
        <Stack gap={4} mt={4}>
          {PRACTICE_SHARES.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`share.${value}`)}
              description={t(`shareHint.${value}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <SharersField
        legend={t("form.whoCanUse")}
        value={lists.who_can_use}
        onChange={(value) => onList("who_can_use", value)}
      />
      <SharersField
        legend={t("form.whoCanEdit")}
        value={lists.who_can_edit}
        onChange={(value) => onList("who_can_edit", value)}
      />
    </>
  );
}

/** A settings form's end: the error that names no field (field errors stand at their fields), then submit. */
export function SettingsFooter({
  error,
  busy,
  submitLabel,
}: {
  error: Error | null;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <>
      {error && !(isApiError(error) && error.errors) && (
        <Text size="sm" c="red.8" role="alert">
          {error.message}
        </Text>
      )}
      <Group>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}

/** An unlisted practice's (or full practice's) link, read-only, with a copy button. */
export function ShareLinkField({ link }: { link: string }) {
  const { t } = useTranslation("practices");
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label={t("edit.link")} value={link} readOnly style={{ flex: 1 }} />
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy}>
            {copied ? t("edit.linkCopied") : t("edit.copyLink")}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** The break between sections, in minutes (sent as seconds: `break_seconds`). */
export function BreakMinutesField({
  inputProps,
  error,
}: {
  inputProps: GetInputPropsReturnType;
  error: React.ReactNode;
}) {
  const { t } = useTranslation("practices");
  return (
    <NumberInput
      label={t("form.breakMinutes")}
      description={t("form.breakHint")}
      min={0}
      max={PRACTICE_LIMITS.breakSeconds / 60}
      allowDecimal={false}
      miw={160}
      {...inputProps}
      error={error}
    />
  );
}
