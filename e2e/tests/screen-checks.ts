import type { Page } from "@playwright/test";
import { Converter } from "opencc-js";

/**
 * What a screen in a language must not show, read from the page as people see it: translation keys shown
 * raw, English words of the data on Chinese pages, and characters of the other Chinese script. Used by
 * screens-three-languages.spec.ts (the pages) and for the PDFs' text.
 */

/** A text node that is a whole i18next key (`a.b`, `workspace.nav.x`), not a domain name. */
const RAW_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9_]*)+$/;
const DOMAIN_ENDINGS = new Set(["com", "tw", "cn", "org", "net", "io", "test", "pdf", "png"]);

export async function rawKeysOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    return found;
  });
  return texts.filter((text) => RAW_KEY.test(text) && !DOMAIN_ENDINGS.has(text.split(".").at(-1) ?? ""));
}

/**
 * Words in Latin letters a Chinese page may show: names people gave themselves (the demo accounts and
 * visitors write their names in Latin letters), the brand names of tests and apps, units and codes.
 * Anything else of four letters or more in the text of a zh-TW/zh-CN page is English left in the data
 * (the demo seed's English titles, cities, schedules, choices) or in a label.
 */
const LATIN_ALLOWED = new Set(
  [
    // Demo accounts and visitors (modules/accounts/demo-accounts.seed.ts, enrollment/demo-enrollment.seed.ts).
    "Grace",
    "Kevin",
    "Chen",
    "Emily",
    "Wang",
    "David",
    "Jennifer",
    "Huang",
    "Ethan",
    "Chloe",
    "Oliver",
    "Tsai",
    "Chang",
    "Tseng",
    "Noah",
    // Instructors and story people (demo-content*.ts), the visitors' parents (demo-enrollment.ts).
    "Daniel",
    "Helen",
    "Peter",
    "Linda",
    "Frank",
    "Susan",
    // Exam sections and courses: "SAT Reading", "ACT Math", "AP Calculus BC", "TOEFL Listening" are
    // course names people in Taiwan write as they are (SAT, ACT, AP are under four letters anyway),
    // as in the demo teachers' subjects and the school's bill titles ("SAT Reading 一對一 課程費").
    "Reading",
    "Writing",
    "Math",
    "Science",
    "Listening",
    "Speaking",
    "Calculus",
    // Application essays keep their English names in Taiwan's counseling ("Personal Statement", "Common App").
    "Personal",
    "Statement",
    // Tests, products and formats that keep their names in Chinese text.
    "TOEFL",
    "IELTS",
    "LINE",
    "WeChat",
    "Code",
    "Google",
    "Apple",
    "Calendar",
    "iCal",
    "Outlook",
    "Excel",
    "Zoom",
    "Teams",
    "Skype",
    "iPhone",
    "Android",
    "Chrome",
    // The demo family's LINE id (an id, not prose).
    "jenniferhuang",
  ].map((word) => word.toLowerCase()),
);
/**
 * The demo accounts' usernames (modules/accounts/demo-accounts.seed.ts): login names are codes, shown alone or
 * before the person's name in account pickers ("student — Ethan Huang (#7)") or after it in brackets
 * ("Jennifer Huang (parent)").
 */
const DEMO_USERNAMES = [
  "admin",
  "admin2",
  "staff",
  "teacher",
  "teacher2",
  "parent",
  "student",
  "student2",
  "testeditor",
  "former",
];
const USERNAME_AS_CODE = new RegExp(
  `^(?:${DEMO_USERNAMES.join("|")})(?= — |$)|\\((?:${DEMO_USERNAMES.join("|")})\\)`,
  "g",
);
const LATIN_WORD = /[A-Za-z][A-Za-z'’]{3,}/g;
/** What is not prose: e-mail addresses and @handles (LINE ids), web addresses, usernames and ids in code-like spellings. */
const NOT_PROSE = /\S*@\S+|https?:\/\/\S+|\b\w+(?:[._/-]\w+)+\b/g;

/**
 * Other journeys run beside this one on the same server and make their own fixtures (tests/helpers.ts),
 * whose names, usernames and titles carry a run id from `stamp()`: the time in base 36 (8 characters),
 * then the worker's process id and a counter in base 36, glued to a word or standing alone ("Huang…",
 * "stu…", "E2E session …"). Such an id is found as 8 lower-case letters and digits that read, in base
 * 36, as a time within the last RUN_ID_DAYS days, followed by at least 2 more (process id, counter).
 * Ordinary text does not: such a time spells today's first two characters ("mw…" in late 2026, e.g.
 * "mwyc2io7") followed by a string of letters and digits no English word, pinyin or code spells.
 */
const RUN_ID_DAYS = 30;
function hasRunId(text: string, now = Date.now()): boolean {
  const earliest = now - RUN_ID_DAYS * 86_400_000;
  for (const run of text.match(/[0-9a-z]{10,}/g) ?? []) {
    for (let at = 0; at + 10 <= run.length; at += 1) {
      const time = Number.parseInt(run.slice(at, at + 8), 36);
      if (time >= earliest && time <= now + 86_400_000) return true;
    }
  }
  return false;
}

/** A text people read on a page, with the record (row, list item, card) it belongs to, if any. */
export type PageText = { text: string; record: number | null };

/** Every text the page shows or reads aloud, outside code and text marked as another language. */
export async function textsOn(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    // The record a text belongs to: the nearest row, list item, option or card around it.
    const RECORD = "tr, li, [role=row], [role=option], [role=listitem], article, .mantine-Card-root";
    const records = new Map<Element, number>();
    const recordOf = (element: Element | null): number | null => {
      const record = element?.closest(RECORD);
      if (!record) return null;
      if (!records.has(record)) records.set(record, records.size);
      return records.get(record) ?? null;
    };
    const found: { text: string; record: number | null }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => {
        const parent = node.parentElement;
        // Scripts, code samples and text marked as another language (the language menu's "English").
        if (!parent || parent.closest("script, style, noscript, code, kbd, pre, [lang]:not(html)"))
          return NodeFilter.FILTER_REJECT;
        // Hidden text (closed menus, visually hidden helpers are read aloud, so they count).
        if (parent.closest("[hidden], [aria-hidden='true']")) return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) found.push({ text, record: recordOf(node.parentElement) });
    }
    // Form values are text people read too; a radio button's or a check box's value is a code the page
    // never shows (a segmented control's "unpaid" is labelled 未付款 beside it).
    for (const input of document.querySelectorAll<HTMLInputElement>(
      "main input:not([type=hidden]):not([type=radio]):not([type=checkbox])",
    )) {
      if (input.value && !input.closest("[lang]:not(html)")) found.push({ text: input.value, record: null });
    }
    return found;
  });
}

/**
 * Another journey's fixture is not this screen's data: a text holding a run id is left out, and so is
 * every text of the same record (table row, list item, option, card) as one, such as a fixture
 * teacher's bio and subjects beside the name that carries the id. Everything else is judged.
 */
function ownTexts(texts: PageText[]): string[] {
  const fixtureRecords = new Set(
    texts.filter(({ text, record }) => record !== null && hasRunId(text)).map(({ record }) => record),
  );
  const judged = texts.filter(({ text, record }) => !hasRunId(text) && !fixtureRecords.has(record));
  return [...new Set(judged.map(({ text }) => text))];
}

/** The texts holding English words not on the allow-list, each with its words. */
export function englishIn(texts: PageText[]): string[] {
  const offending: string[] = [];
  for (const text of ownTexts(texts)) {
    const words = (
      text.replace(USERNAME_AS_CODE, " ").replace(NOT_PROSE, " ").match(LATIN_WORD) ?? []
    ).filter((word) => !LATIN_ALLOWED.has(word.toLowerCase()));
    if (words.length > 0) offending.push(`${text.slice(0, 120)}  [${words.join(", ")}]`);
  }
  return offending;
}

const toSimplified = Converter({ from: "tw", to: "cn" });
const toTraditional = Converter({ from: "cn", to: "tw" });
/** Characters OpenCC converts although the locale writes them so (as apps/web/src/lib/chinese-script.test.ts). */
const SCRIPT_ALLOWED: Record<"zh-CN" | "zh-TW", Set<string>> = {
  "zh-CN": new Set(["么"]), // 什么: OpenCC takes 么 for a variant of 幺
  "zh-TW": new Set(["台"]), // 台灣, 新台幣: Taiwan's everyday spelling, where OpenCC prefers 臺
};
/** A language's own name is written in its own script whatever the page's language (the language menus). */
const ENDONYMS = new Set(["English", "简体中文", "繁體中文"]);

/**
 * The texts holding characters of the other Chinese script (a Traditional-only character on a zh-CN
 * screen, a Simplified-only one on zh-TW). A character belongs to one script only when OpenCC turns it
 * into the other and back into itself. `asWritten`: texts people wrote in one language (names, titles), which stay as written.
 */
export function otherScriptIn(
  texts: PageText[],
  locale: "zh-CN" | "zh-TW",
  asWritten: string[] = [],
): string[] {
  const [away, back] = locale === "zh-CN" ? [toSimplified, toTraditional] : [toTraditional, toSimplified];
  const offending: string[] = [];
  for (const text of ownTexts(texts)) {
    // A language named in its own script ("缺少：简体中文" on a zh-TW page: a translation still missing).
    let prose = text;
    for (const endonym of ENDONYMS) prose = prose.replaceAll(endonym, " ");
    for (const written of asWritten) prose = prose.replaceAll(written, " ");
    const found = [...new Set(prose)].filter((char) => {
      if (!/\p{Script=Han}/u.test(char) || SCRIPT_ALLOWED[locale].has(char)) return false;
      const converted = away(char);
      return converted !== char && back(converted) === char;
    });
    if (found.length > 0) offending.push(`${text.slice(0, 120)}  [${found.join("")}]`);
  }
  return offending;
}
