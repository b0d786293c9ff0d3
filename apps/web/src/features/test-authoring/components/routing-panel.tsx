import { Group, MultiSelect, NumberInput, Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { errorsUnder } from "../lib/edit-check";
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
import { type SectionPanelProps, useSectionEdit } from "../lib/use-panel-edit";
import { patchAt, removeAt, useRows } from "../lib/use-rows";
import { EditPanel } from "./edit-panel";
import { cellOf } from "./number-cell";
import { AddButton, RemoveIcon, RowCard } from "./row-parts";

/**
 * A section's routing (the digital SAT's adaptive second module): after a module, raw-point ranges pick
 * the next module, else a default. Routing only leads forward inside the section; checked before sending.
 */
export function RoutingPanel(props: SectionPanelProps) {
  const { editor, section } = props;
  const { t } = useTranslation("test-authoring");
  const say: Translate = (key, values) => t(key, values ?? {});
  const locale = useLocale();
  const readOnly = !editor.canAuthor;
  const panel = useSectionEdit(props);
  const rows = useRows<RuleDraft>(() => ruleDraftsOf(section.routing));
  const rules = rows.rows;
  const setRule = rows.patch;
  const nameOf = (key: string) => {
    const module = section.modules.find((entry) => entry.key === key);
    return (module && localized(module.title, locale)) ?? key;
  };
  const options = (keys: string[]) => keys.map((key) => ({ value: key, label: nameOf(key) }));
  const setBranch = (index: number, b: number, patch: Partial<BranchDraft>) =>
    setRule(index, { branches: patchAt(rules[index]?.branches ?? [], b, patch) });
  const save = () => panel.save({ routing: routingOf(rules) }, ruleErrors(rules, say));
  const keys = section.modules.map((module) => module.key);
  const added = newRule(section, rules);
  return (
    <EditPanel heading={t("routing.heading")} panel={panel} readOnly={readOnly} onSave={save}>
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
          <RowCard key={r} name={name} onRemove={readOnly ? undefined : () => rows.remove(r)}>
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
                    <RemoveIcon
                      mb={4}
                      label={t("routing.removeBranch", { n: b + 1 })}
                      onClick={() => setRule(r, { branches: removeAt(rule.branches, b) })}
                    />
                  )}
                </Group>
              );
            })}
            {!readOnly && (
              <AddButton
                onClick={() =>
                  setRule(r, {
                    branches: [...rule.branches, { min_raw: "", max_raw: "", next: later[0] ?? "" }],
                  })
                }
              >
                {t("routing.addBranch")}
              </AddButton>
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
          </RowCard>
        );
      })}
      {!readOnly && added && <AddButton onClick={() => rows.add(added)}>{t("routing.add")}</AddButton>}
    </EditPanel>
  );
}
