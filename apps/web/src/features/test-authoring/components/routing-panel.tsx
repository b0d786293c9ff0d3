import {
  editSection,
  type TestForm,
  type TestSection,
  updateTestSectionSchema,
} from "@edu/shared/test-engine";
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { authoringEndpoints } from "../api/authoring-api";
import { sectionBody } from "../lib/edit-bodies";
import { checkEdit, errorsUnder } from "../lib/edit-check";
import {
  type BranchDraft,
  modulesAfter,
  newRule,
  type RuleDraft,
  rangeText,
  routingOf,
  ruleDraftsOf,
  ruleErrors,
} from "../lib/routing-draft";
import type { Translate } from "../lib/scoring-draft";
import type { AuthoringForm } from "../lib/use-authoring-form";
import { usePanelEdit } from "../lib/use-panel-edit";
import { cellOf } from "./number-cell";
import { PanelFooter } from "./panel-footer";

/**
 * A section's routing (the digital SAT's adaptive second module): after a module, raw-point ranges pick
 * the next module, else a default. Routing only leads forward inside the section; checked before sending.
 */
export function RoutingPanel({
  editor,
  section,
  document,
}: {
  editor: AuthoringForm;
  section: TestSection;
  document: TestForm;
}) {
  const { t } = useTranslation("test-authoring");
  const say: Translate = (key, values) => t(key, values ?? {});
  const locale = useLocale();
  const readOnly = !editor.canAuthor;
  const panel = usePanelEdit();
  const [rules, setRules] = useState<RuleDraft[]>(() => ruleDraftsOf(section.routing));
  const nameOf = (key: string) => {
    const module = section.modules.find((entry) => entry.key === key);
    return (module && localized(module.title, locale)) ?? key;
  };
  const options = (keys: string[]) => keys.map((key) => ({ value: key, label: nameOf(key) }));
  const setRule = (index: number, patch: Partial<RuleDraft>) =>
    setRules((old) => old.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  const setBranch = (index: number, b: number, patch: Partial<BranchDraft>) =>
    setRule(index, {
      branches: (rules[index]?.branches ?? []).map((branch, i) =>
        i === b ? { ...branch, ...patch } : branch,
      ),
    });
  const save = () => {
    const body = sectionBody(section, editor.version, { routing: routingOf(rules) });
    const early = ruleErrors(rules, say);
    const found =
      Object.keys(early).length > 0
        ? early
        : checkEdit(updateTestSectionSchema, body, (parsed) => editSection(document, section.key, parsed));
    panel.submit(found, {
      endpoint: authoringEndpoints.updateTestFormSectionBySectionKey,
      input: { params: { id: editor.form?.id ?? 0, sectionKey: section.key }, body },
    });
  };
  const keys = section.modules.map((module) => module.key);
  const added = newRule(section, rules);
  return (
    <Paper withBorder p="md" component="section" aria-label={t("routing.heading")}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("routing.heading")}
          </Title>
          <Text size="sm" c="gray.7">
            {section.modules.length < 2 ? t("routing.oneModule") : t("routing.hint")}
          </Text>
          {rules.map((rule, r) => {
            const at = `routing.${r}`;
            const later = modulesAfter(section, rule.after);
            const name = t("routing.rule", { module: nameOf(rule.after) });
            const counted = keys.slice(0, keys.indexOf(rule.after) + 1);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rules are positional while edited; every input is controlled
              <Paper key={r} withBorder p="sm" component="section" aria-label={name}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Title order={3} size="h5">
                      {name}
                    </Title>
                    {!readOnly && (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setRules((old) => old.filter((_, i) => i !== r))}
                      >
                        {t("action.remove", { name })}
                      </Button>
                    )}
                  </Group>
                  <Group grow wrap="wrap" align="flex-start">
                    <Select
                      label={t("routing.after")}
                      data={options(keys.slice(0, -1))}
                      value={rule.after || null}
                      onChange={(value) => setRule(r, { after: value ?? "" })}
                      error={panel.errors[`${at}.after`]}
                      allowDeselect={false}
                      disabled={readOnly}
                    />
                    <MultiSelect
                      label={t("routing.scoreOf")}
                      description={t("routing.scoreOfHint")}
                      data={options(counted)}
                      value={rule.score_of}
                      onChange={(score_of) => setRule(r, { score_of })}
                      error={errorsUnder(panel.errors, `${at}.score_of`)[0]}
                      disabled={readOnly}
                    />
                  </Group>
                  {rule.branches.map((branch, b) => {
                    const bAt = `${at}.branches.${b}`;
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: ranges are positional (no key); every input is controlled
                      <Group key={b} gap="xs" align="flex-end" wrap="wrap">
                        <NumberInput
                          label={t("routing.minRaw")}
                          value={branch.min_raw}
                          min={0}
                          onChange={(value) => setBranch(r, b, { min_raw: cellOf(value) })}
                          error={panel.errors[`${bAt}.min_raw`]}
                          disabled={readOnly}
                          w={110}
                        />
                        <NumberInput
                          label={t("routing.maxRaw")}
                          value={branch.max_raw}
                          min={0}
                          onChange={(value) => setBranch(r, b, { max_raw: cellOf(value) })}
                          error={panel.errors[`${bAt}.max_raw`]}
                          disabled={readOnly}
                          w={110}
                        />
                        <Select
                          label={t("routing.next")}
                          data={options(later)}
                          value={branch.next || null}
                          onChange={(value) => setBranch(r, b, { next: value ?? "" })}
                          error={panel.errors[`${bAt}.next`]}
                          allowDeselect={false}
                          disabled={readOnly}
                          w={200}
                        />
                        {!readOnly && rule.branches.length > 1 && (
                          <ActionIcon
                            variant="default"
                            mb={4}
                            aria-label={t("routing.removeBranch", { n: b + 1 })}
                            onClick={() => setRule(r, { branches: rule.branches.filter((_, i) => i !== b) })}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        )}
                      </Group>
                    );
                  })}
                  {!readOnly && (
                    <Group>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() =>
                          setRule(r, {
                            branches: [...rule.branches, { min_raw: "", max_raw: "", next: later[0] ?? "" }],
                          })
                        }
                      >
                        {t("routing.addBranch")}
                      </Button>
                    </Group>
                  )}
                  <Select
                    label={t("routing.otherwise")}
                    data={options(later)}
                    value={rule.otherwise || null}
                    onChange={(value) => setRule(r, { otherwise: value ?? "" })}
                    error={panel.errors[`${at}.otherwise`]}
                    allowDeselect={false}
                    disabled={readOnly}
                    maw={300}
                  />
                  <Text size="sm">
                    {rule.branches
                      .map((branch) => `${rangeText(branch, say)} → ${nameOf(branch.next)}`)
                      .concat(t("routing.otherwiseText", { module: nameOf(rule.otherwise) }))
                      .join("; ")}
                  </Text>
                </Stack>
              </Paper>
            );
          })}
          {!readOnly && added && (
            <Group>
              <Button size="xs" variant="default" onClick={() => setRules((old) => [...old, added])}>
                {t("routing.add")}
              </Button>
            </Group>
          )}
          <PanelFooter panel={panel} readOnly={readOnly} />
        </Stack>
      </form>
    </Paper>
  );
}
