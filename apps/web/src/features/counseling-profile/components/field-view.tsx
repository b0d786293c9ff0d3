import {
  type ApplicationType,
  OPTIONS_BY_APPLICATION_TYPE,
  SCORE_SCALES,
  type SelectorTitle,
} from "@edu/shared/counseling-profile";
import {
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { ReactNode } from "react";
import { DateField } from "../../../components/date-field/date-field";
import { MonthField } from "../../../components/date-field/month-field";
import { localizeMessage } from "../../../lib/form-errors";
import { useLocale } from "../../../lib/use-locale";
import { type FieldNode, scaleOf } from "../lib/section-shape";
import { useProfileTexts } from "../lib/use-profile-texts";
import { ListField } from "./list-field";
import { useSectionContext, valueAt } from "./section-context";
import { CountrySelect, SelectorAutocomplete } from "./selector-inputs";

type FieldProps = { node: FieldNode; path: string; parentKey: string | undefined };

/** Option lists that depend on the application type (spec §3): empty until it is chosen. */
const BY_TYPE = new Set(["current_status", "entry_term"]);

/** Names typed with suggestions from the selector (schools, colleges, majors). */
function selectorOf(parentKey: string | undefined, key: string): SelectorTitle | undefined {
  if (key === "name" && (parentKey === "high_schools" || parentKey === "other_high_schools"))
    return "high_schools";
  if (key === "name" && (parentKey === "colleges" || parentKey === "employer_colleges")) return "colleges";
  if (key === "major" || key === "alternate_major") return "majors";
  return undefined;
}

/** Whether a field shows, from its neighbours (the mailing address only when it differs…). */
function shown(key: string, siblings: Record<string, unknown>): boolean {
  if (key === "mailing_address") return siblings.mailing_same_as_address === false;
  if (key === "address" && "address_same_as_student" in siblings)
    return siblings.address_same_as_student === false;
  if (key === "award_level" || key === "award_grades") return siblings.category === "Award";
  return true;
}

function allowedOptions(node: Extract<FieldNode, { kind: "choice" }>, type: ApplicationType | null) {
  if (!BY_TYPE.has(node.key)) return node.options;
  if (!type) return [];
  const allowed: readonly string[] =
    OPTIONS_BY_APPLICATION_TYPE[type][node.key as "current_status" | "entry_term"];
  return node.options.filter((option) => allowed.includes(option));
}

/** One field of a section, by the kind its schema gives it. */
function ScalarField({ node, path, parentKey }: FieldProps) {
  const { form, applicationType, readOnly } = useSectionContext();
  const texts = useProfileTexts();
  const label = texts.label(parentKey, node.key);
  const input = form.getInputProps(path);
  const common = {
    label,
    error: input.error,
    onBlur: input.onBlur,
    onFocus: input.onFocus,
    disabled: readOnly || undefined,
  };
  const set = (value: unknown) => form.setFieldValue(path, value);
  const value = input.value as unknown;
  switch (node.kind) {
    case "text": {
      const selector = selectorOf(parentKey, node.key);
      if (node.multiline)
        return (
          <Textarea
            {...common}
            value={String(value ?? "")}
            onChange={(e) => set(e.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={16}
            maxLength={node.max}
          />
        );
      if (selector)
        return (
          <SelectorAutocomplete
            {...common}
            title={selector}
            value={String(value ?? "")}
            onChange={set}
            maxLength={node.max}
          />
        );
      return (
        <TextInput
          {...common}
          value={String(value ?? "")}
          onChange={(e) => set(e.currentTarget.value)}
          maxLength={node.max}
        />
      );
    }
    case "date":
      return (
        <DateField
          {...common}
          value={(value as string | null) ?? ""}
          onChange={(next) => set(next || null)}
        />
      );
    case "month":
      return (
        <MonthField
          {...common}
          value={(value as string | null) ?? ""}
          onChange={(next) => set(next || null)}
        />
      );
    case "country":
      return <CountrySelect {...common} value={String(value ?? "")} onChange={set} />;
    case "number": {
      const scale = scaleOf(parentKey, node.key);
      const hint = scale
        ? localizeMessage(SCORE_SCALES[scale].message)
        : node.min !== undefined && node.max !== undefined
          ? texts.t("hint.range", { min: node.min, max: node.max })
          : undefined;
      return (
        <NumberInput
          {...common}
          description={hint}
          value={typeof value === "number" ? value : ""}
          onChange={(next) => set(typeof next === "number" ? next : null)}
          min={scale ? SCORE_SCALES[scale].min : node.min}
          max={scale ? SCORE_SCALES[scale].max : node.max}
          step={scale ? SCORE_SCALES[scale].step : 1}
          allowDecimal={
            !node.integer && (!scale || SCORE_SCALES[scale].step < 1 || node.key === "hours_per_week")
          }
          allowNegative={false}
          clampBehavior="none"
        />
      );
    }
    case "choice": {
      const options = allowedOptions(node, applicationType);
      const waiting = BY_TYPE.has(node.key) && !applicationType;
      return (
        <Select
          {...common}
          data={options.map((option) => ({
            value: option,
            label: texts.option(node.key, node.options, option),
          }))}
          value={(value as string | null) ?? null}
          onChange={(next) => set(next ?? (node.nullable ? null : value))}
          clearable={node.nullable}
          allowDeselect={node.nullable}
          disabled={readOnly || waiting || undefined}
          description={waiting ? localizeMessage("cp_application_type_first") : undefined}
        />
      );
    }
    case "choices":
      return (
        <Checkbox.Group label={label} error={common.error} value={(value as string[]) ?? []} onChange={set}>
          <Group gap="sm" mt={4}>
            {node.options.map((option) => (
              <Checkbox
                key={option}
                value={option}
                label={texts.option(node.key, node.options, option)}
                disabled={readOnly}
              />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case "tags":
      return (
        <TagsInput
          {...common}
          description={texts.t("hint.tags")}
          value={(value as string[]) ?? []}
          onChange={set}
          maxTags={node.max}
          clearable
        />
      );
    case "yesno":
      return (
        <Select
          {...common}
          data={[
            { value: "yes", label: texts.t("yes") },
            { value: "no", label: texts.t("no") },
          ]}
          value={value === true ? "yes" : value === false ? "no" : null}
          onChange={(next) => set(next === "yes" ? true : next === "no" ? false : null)}
          clearable
        />
      );
    case "check":
      return (
        <Checkbox
          label={label}
          checked={value === true}
          onChange={(e) => set(e.currentTarget.checked)}
          disabled={readOnly}
          mt="xs"
        />
      );
    default:
      return null;
  }
}

/** Fields that take a whole line (groups, lists, long texts, checkbox lists). */
const wide = (node: FieldNode) =>
  node.kind === "group" ||
  node.kind === "list" ||
  node.kind === "choices" ||
  node.kind === "tags" ||
  (node.kind === "text" && node.multiline);

/**
 * An object's fields: short ones two to a row on wider screens, one per row on a phone; in Chinese the
 * family name comes before the given name.
 */
export function FieldsView({
  fields,
  basePath,
  parentKey,
}: {
  fields: readonly FieldNode[];
  basePath: string;
  parentKey: string | undefined;
}) {
  const { form } = useSectionContext();
  const familyFirst = useLocale().startsWith("zh");
  const siblings = ((basePath ? valueAt(form.values, basePath) : form.values) ?? {}) as Record<
    string,
    unknown
  >;
  const ordered = [...fields];
  const first = ordered.findIndex((field) => field.key === "first_name");
  const last = ordered.findIndex((field) => field.key === "last_name");
  if (familyFirst && first >= 0 && last > first) {
    // 姓 then 名: the family name moves up to just before the given name.
    const [family] = ordered.splice(last, 1);
    ordered.splice(first, 0, family as FieldNode);
  }
  const blocks: ReactNode[] = [];
  let row: ReactNode[] = [];
  const flush = () => {
    if (row.length > 0)
      blocks.push(
        <SimpleGrid key={`row-${blocks.length}`} cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          {row}
        </SimpleGrid>,
      );
    row = [];
  };
  for (const field of ordered) {
    if (!shown(field.key, siblings)) continue;
    const path = basePath ? `${basePath}.${field.key}` : field.key;
    if (wide(field)) {
      flush();
      blocks.push(<FieldView key={field.key} node={field} path={path} parentKey={parentKey} />);
    } else row.push(<FieldView key={field.key} node={field} path={path} parentKey={parentKey} />);
  }
  flush();
  return <Stack gap="sm">{blocks}</Stack>;
}

/** A field, a group of fields (an address, a phone) or a repeatable list. */
export function FieldView({ node, path, parentKey }: FieldProps) {
  const texts = useProfileTexts();
  if (node.kind === "group")
    return (
      <Fieldset legend={texts.label(parentKey, node.key)} variant="filled" p="sm">
        <FieldsView fields={node.fields} basePath={path} parentKey={node.key} />
      </Fieldset>
    );
  if (node.kind === "list") return <ListField node={node} path={path} />;
  return <ScalarField node={node} path={path} parentKey={parentKey} />;
}
