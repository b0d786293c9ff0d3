import { PRACTICE_LIMITS } from "@edu/shared/practices";
import { Stack, TextInput } from "@mantine/core";
import {
  type FormErrors,
  type GetInputPropsReturnType,
  type UseFormReturnType,
  useForm,
} from "@mantine/form";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors } from "../../../lib/form-errors";
import type { SharerStrings } from "../lib/settings-values";
import { SettingsFooter, SharingFields } from "./settings-parts";

/** What a practice's and a full practice's settings have alike. */
type SharedValues = { name: string; share: string; who_can_use: SharerStrings; who_can_edit: SharerStrings };

/** The props both settings forms take from their pages. */
export type SettingsFormProps<P> = {
  submitLabel: string;
  busy: boolean;
  error: Error | null;
  /** Sharing is set on the edit page (a new one starts private). */
  withSharing: boolean;
  /** Someone has taken it (spec 03 §4): the fields the server refuses to change are shown disabled. */
  locked?: boolean;
  onSubmit: (payload: P) => void;
};

type Settings<V> = {
  form: UseFormReturnType<V>;
  /** A field's error: the form's own check first, then the server's answer. */
  errorOf: (field: string) => ReactNode;
  /** Spread on the fields a taken practice keeps: disabled, with the reason. */
  lock: { disabled?: boolean; description?: string };
};

/** A settings form's state: the values, checked by `validate`, and how a field shows its error and lock. */
export function useSettingsForm<V extends SharedValues, P>(
  props: SettingsFormProps<P>,
  options: { initialValues: V; validate: (values: V) => FormErrors; lockedHint: string },
): Settings<V> {
  const form = useForm<V>({ initialValues: options.initialValues, validate: options.validate });
  const { error, locked = false } = props;
  const serverErrors = isApiError(error) && error.errors ? serverFieldErrors(error.errors) : {};
  const errorOf = (field: string) => form.errors[field] ?? serverErrors[field];
  const lock = locked ? { disabled: true, description: options.lockedHint } : {};
  return { form, errorOf, lock };
}

/**
 * A settings form: the name, the caller's fields, sharing (on the edit page), then the error that names no
 * field and submit; `parse` turns the checked values into what is sent.
 */
export function SettingsFrame<V extends SharedValues, P>({
  of: props,
  settings: { form, errorOf, lock },
  parse,
  children,
}: {
  of: SettingsFormProps<P>;
  settings: Settings<V>;
  parse: (values: V) => P;
  children: ReactNode;
}) {
  const { t } = useTranslation("practices");
  // The two lists are in every V (SharedValues); the generic form cannot type their paths.
  const setList = form.setFieldValue as (field: "who_can_use" | "who_can_edit", value: SharerStrings) => void;
  return (
    <form onSubmit={form.onSubmit((values) => props.onSubmit(parse(values)))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("form.name")}
          required
          maxLength={PRACTICE_LIMITS.name}
          {...form.getInputProps("name")}
          {...lock}
          error={errorOf("name")}
        />
        {children}
        {props.withSharing && (
          <SharingFields shareProps={form.getInputProps("share")} lists={form.values} onList={setList} />
        )}
        <SettingsFooter error={props.error} busy={props.busy} submitLabel={props.submitLabel} />
      </Stack>
    </form>
  );
}

/** The due date (required). */
export function DueDateField({
  inputProps,
  error,
}: {
  inputProps: GetInputPropsReturnType;
  error: ReactNode;
}) {
  const { t } = useTranslation("practices");
  return <DateField label={t("form.dueDate")} required miw={160} {...inputProps} error={error} />;
}
