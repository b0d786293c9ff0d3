import { useTranslation } from "react-i18next";
import { optionSet, RAW_OPTION_SETS } from "./section-shape";

export const NS = "counseling-profile";

/**
 * The editor's words for the schema's keys: a field's label (`fieldsIn.<group>.<key>` where one word reads
 * differently inside a group, else `fields.<key>`), a list's title, entry and add button, an option's label.
 */
export function useProfileTexts() {
  const { t } = useTranslation(NS);
  return {
    t,
    label: (parentKey: string | undefined, key: string) =>
      t(parentKey ? [`fieldsIn.${parentKey}.${key}`, `fields.${key}`] : `fields.${key}`),
    listTitle: (key: string) => t(`lists.${key}.title`),
    listItem: (key: string, n: number) => t(`lists.${key}.item`, { n }),
    listAdd: (key: string) => t(`lists.${key}.add`),
    option: (key: string, options: readonly string[], value: string) => {
      const set = optionSet(key, options);
      return RAW_OPTION_SETS.has(set) ? value : t(`options.${set}.${value}`);
    },
  };
}
