import type { Locale } from "./locales";
import { MESSAGE_DOMAINS } from "./message-domains";

/**
 * Server-side messages (error catalogue, spec §8) and the validation message keys that shared zod
 * schemas use as their custom `error`. The web app shows these texts as the server sends them, and
 * uses the same table to translate client-side validation of the same schemas.
 *
 * Each domain declares its own messages in `<domain>/<domain>.messages.ts`; general ones (error
 * codes, validation keys several domains use) are in `general.messages.ts`. They are composed here.
 */
type Domains = typeof MESSAGE_DOMAINS;
type DomainKeys<D extends keyof Domains> = Extract<keyof Domains[D]["en"], string>;

export type MessageKey = { [D in keyof Domains]: DomainKeys<D> }[keyof Domains];

/** Keys declared by more than one domain (must be `never`). */
type DuplicateKeys = {
  [D in keyof Domains]: DomainKeys<D> &
    { [E in Exclude<keyof Domains, D>]: DomainKeys<E> }[Exclude<keyof Domains, D>];
}[keyof Domains];

function compose(
  domains: Domains & ([DuplicateKeys] extends [never] ? unknown : { duplicate_message_keys: DuplicateKeys }),
): Record<Locale, Record<MessageKey, string>> {
  const tables = Object.values(domains) as Array<Record<Locale, Record<string, string>>>;
  const forLocale = (locale: Locale) =>
    Object.assign({}, ...tables.map((table) => table[locale])) as Record<MessageKey, string>;
  return { en: forLocale("en"), "zh-CN": forLocale("zh-CN"), "zh-TW": forLocale("zh-TW") };
}

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = compose(MESSAGE_DOMAINS);

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES.en, value);
}

export function translateMessage(locale: Locale, key: MessageKey): string {
  return MESSAGES[locale][key];
}
