import { APPLICATION_PLATFORMS, schoolFactInputSchema } from "@edu/shared/schools";
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { isApiError } from "../../../../lib/api-client";
import { localizeMessage } from "../../../../lib/form-errors";
import {
  emptyFactForm,
  FACT_KEYS_BY_TAB,
  type FactFormValues,
  isMonthDay,
  isNumericKind,
  kindOf,
  toFactInput,
} from "./fact-values";
import { updateSchool } from "./staff-api";
import { useStaffTranslation } from "./staff-texts";
import { WriteError } from "./write-error";

type Props = {
  schoolId: number;
  /** A staff figure to change (the parent keys the form by it); a new one when undefined. */
  editing: FactFormValues | undefined;
  onSaved: () => void;
  onCancelEdit: () => void;
};

/** A staff figure for one year: PUT schools/{id} with `facts: [{ key, year, value, note }]`. */
export function FactForm({ schoolId, editing, onSaved, onCancelEdit }: Props) {
  const { t } = useStaffTranslation();
  const validate = (values: FactFormValues): FormErrors => {
    if (!values.key) return { key: t("facts.pickKey") };
    const kind = kindOf(values.key);
    const errors: FormErrors = {};
    if (isNumericKind(kind) && values.number === "") errors.value = localizeMessage("v.required");
    if (kind === "ratio" && typeof values.number === "number" && values.number > 100)
      errors.value = t("facts.percentRange");
    if (kind === "date" && !isMonthDay(values.text.trim())) errors.value = t("facts.monthDay");
    if (kind === "text" && !values.text.trim()) errors.value = localizeMessage("v.required");
    if (kind === "platforms" && values.platforms.length === 0) errors.value = t("facts.pickPlatform");
    const parsed = schoolFactInputSchema.safeParse(toFactInput(values));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const path = String(issue.path[0] ?? "value");
        if (!(path in errors)) errors[path] = localizeMessage(issue.message);
      }
    return errors;
  };
  const form = useForm<FactFormValues>({ initialValues: editing ?? emptyFactForm(), validate });
  const save = useMutation({
    mutationFn: (values: FactFormValues) => {
      const fact = toFactInput(values);
      return updateSchool(schoolId, { facts: fact ? [fact] : [] });
    },
    onSuccess: () => {
      form.setValues(emptyFactForm());
      onSaved();
    },
    onError: (error) => {
      if (!isApiError(error) || !error.errors) return;
      // The server names a figure's fields facts.0.<field>.
      const errors: FormErrors = {};
      for (const [path, messages] of Object.entries(error.errors)) {
        const field = path.replace(/^facts\.0\./, "");
        if (messages[0])
          errors[field === "key" || field === "year" || field === "note" ? field : "value"] = messages[0];
      }
      form.setErrors(errors);
    },
  });
  const kind = form.values.key ? kindOf(form.values.key) : undefined;
  const valueError = form.errors.value;
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {editing ? t("facts.changeTitle") : t("facts.addTitle")}
        </Title>
        <Select
          label={t("facts.key")}
          searchable
          required
          disabled={editing !== undefined}
          data={FACT_KEYS_BY_TAB.map(({ tab, keys }) => ({
            group: t(`tabs.${tab}`),
            items: keys.map((key) => ({ value: key, label: t(`factKeys.${key}`) })),
          }))}
          description={kind ? t("facts.kindIs", { kind: t(`kinds.${kind}`) }) : undefined}
          value={form.values.key || null}
          onChange={(value) => {
            form.setFieldValue("key", (value ?? "") as FactFormValues["key"]);
            form.clearFieldError("value");
          }}
          error={form.errors.key}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("facts.year")}
            description={t("facts.yearHint")}
            placeholder="2025-26"
            required
            disabled={editing !== undefined}
            {...form.getInputProps("year")}
          />
          <TextInput
            label={t("facts.note")}
            description={t("facts.noteHint")}
            {...form.getInputProps("note")}
          />
        </SimpleGrid>
        {kind && isNumericKind(kind) && (
          <NumberInput
            label={t(`valueLabels.${kind}`)}
            required
            min={0}
            max={kind === "ratio" ? 100 : undefined}
            decimalScale={kind === "count" || kind === "rank" || kind === "usd" ? 0 : 4}
            prefix={kind === "usd" ? "US$" : undefined}
            suffix={kind === "ratio" ? "%" : undefined}
            thousandSeparator={kind === "usd" || kind === "count" ? "," : undefined}
            value={form.values.number}
            onChange={(value) => form.setFieldValue("number", typeof value === "number" ? value : "")}
            error={valueError}
          />
        )}
        {kind === "date" && (
          <TextInput
            label={t("valueLabels.date")}
            description={t("facts.monthDayHint")}
            placeholder="MM-DD"
            required
            {...form.getInputProps("text")}
            error={valueError}
          />
        )}
        {kind === "text" && (
          <Textarea
            label={t("valueLabels.text")}
            autosize
            minRows={3}
            required
            {...form.getInputProps("text")}
            error={valueError}
          />
        )}
        {kind === "platforms" && (
          <Checkbox.Group
            label={t("valueLabels.platforms")}
            value={form.values.platforms}
            onChange={(value) => form.setFieldValue("platforms", value as FactFormValues["platforms"])}
            error={valueError}
          >
            <Group gap="md" mt={4}>
              {APPLICATION_PLATFORMS.map((platform) => (
                <Checkbox key={platform} value={platform} label={t(`platforms.${platform}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <WriteError error={save.error} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t("facts.save")}
          </Button>
          {editing && (
            <Button variant="default" onClick={onCancelEdit}>
              {t("cancel")}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
