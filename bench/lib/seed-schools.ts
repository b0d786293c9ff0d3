// Schools for the schools/search benchmark: names as the College Scorecard writes them ("University of X",
// "X State University", chains' campuses "Brand-City"), aliases (short names, former names, Chinese names in
// both scripts for the cities Taiwanese families know), and ~25 figures each with values that hang together
// (a selective school has high SAT scores, a small admission rate and a national ranking). Built in
// JavaScript with a seeded generator (search keys, initials and pinyin come from the schools module's own
// functions), written in a few batched statements.
import { SCHOOL_FACT_KEYS, type SchoolControl, type SchoolFactKey } from "@edu/shared/schools";
import { sql } from "drizzle-orm";
import { Converter } from "opencc-js";
import type { Database } from "../../apps/server/src/db/database";
import { queryRows } from "../../apps/server/src/db/query-rows";
import { refreshAllSchoolCards } from "../../apps/server/src/modules/schools/school-cards";
import {
  schoolInitials,
  schoolPinyin,
  schoolSearchKey,
} from "../../apps/server/src/modules/schools/school-search-key";

/** A made-up name no generated school carries: the narrow keyword finds these and nothing else. */
export const RARE_NAME = "Quillfeather";
const RARE_SCHOOLS = [
  { name: "Quillfeather College", city: "Bend", state: "OR" },
  { name: "Quillfeather University", city: "Eugene", state: "OR" },
  { name: "Quillfeather Institute of Art-Portland", city: "Portland", state: "OR" },
];

/** Each state's English and Chinese name. */
const STATES = {
  AL: ["Alabama", "阿拉巴馬"],
  AK: ["Alaska", "阿拉斯加"],
  AZ: ["Arizona", "亞利桑那"],
  AR: ["Arkansas", "阿肯色"],
  CA: ["California", "加州"],
  CO: ["Colorado", "科羅拉多"],
  CT: ["Connecticut", "康乃狄克"],
  DE: ["Delaware", "德拉瓦"],
  FL: ["Florida", "佛羅里達"],
  GA: ["Georgia", "喬治亞"],
  HI: ["Hawaii", "夏威夷"],
  ID: ["Idaho", "愛達荷"],
  IL: ["Illinois", "伊利諾"],
  IN: ["Indiana", "印第安納"],
  IA: ["Iowa", "愛荷華"],
  KS: ["Kansas", "堪薩斯"],
  KY: ["Kentucky", "肯塔基"],
  LA: ["Louisiana", "路易斯安那"],
  ME: ["Maine", "緬因"],
  MD: ["Maryland", "馬里蘭"],
  MA: ["Massachusetts", "麻州"],
  MI: ["Michigan", "密西根"],
  MN: ["Minnesota", "明尼蘇達"],
  MS: ["Mississippi", "密西西比"],
  MO: ["Missouri", "密蘇里"],
  MT: ["Montana", "蒙大拿"],
  NE: ["Nebraska", "內布拉斯加"],
  NV: ["Nevada", "內華達"],
  NH: ["New Hampshire", "新罕布夏"],
  NJ: ["New Jersey", "紐澤西"],
  NM: ["New Mexico", "新墨西哥"],
  NY: ["New York", "紐約州立"],
  NC: ["North Carolina", "北卡羅來納"],
  ND: ["North Dakota", "北達科他"],
  OH: ["Ohio", "俄亥俄"],
  OK: ["Oklahoma", "奧克拉荷馬"],
  OR: ["Oregon", "奧勒岡"],
  PA: ["Pennsylvania", "賓州"],
  RI: ["Rhode Island", "羅德島"],
  SC: ["South Carolina", "南卡羅來納"],
  SD: ["South Dakota", "南達科他"],
  TN: ["Tennessee", "田納西"],
  TX: ["Texas", "德州"],
  UT: ["Utah", "猶他"],
  VT: ["Vermont", "佛蒙特"],
  VA: ["Virginia", "維吉尼亞"],
  WA: ["Washington", "華盛頓"],
  WV: ["West Virginia", "西維吉尼亞"],
  WI: ["Wisconsin", "威斯康辛"],
  WY: ["Wyoming", "懷俄明"],
} as const satisfies Record<string, readonly [en: string, zh: string]>;
type State = keyof typeof STATES;

/** Cities with schools, by state; a second name is the city's Chinese name where it has a usual one. */
const CITIES: Array<[city: string, state: State, zh?: string]> = [
  ["Los Angeles", "CA", "洛杉磯"],
  ["San Diego", "CA", "聖地牙哥"],
  ["San Francisco", "CA", "舊金山"],
  ["San Jose", "CA", "聖荷西"],
  ["Sacramento", "CA", "沙加緬度"],
  ["Berkeley", "CA", "柏克萊"],
  ["Davis", "CA", "戴維斯"],
  ["Irvine", "CA", "爾灣"],
  ["Santa Barbara", "CA", "聖塔芭芭拉"],
  ["Santa Cruz", "CA", "聖塔克魯茲"],
  ["Riverside", "CA", "河濱"],
  ["Merced", "CA", "默塞德"],
  ["Fresno", "CA"],
  ["Long Beach", "CA"],
  ["Oakland", "CA"],
  ["Pasadena", "CA", "帕薩迪納"],
  ["Bakersfield", "CA"],
  ["Stockton", "CA"],
  ["Fullerton", "CA"],
  ["Chico", "CA"],
  ["Pomona", "CA"],
  ["Northridge", "CA"],
  ["Redlands", "CA"],
  ["Claremont", "CA"],
  ["Seattle", "WA", "西雅圖"],
  ["Spokane", "WA"],
  ["Tacoma", "WA"],
  ["Bellingham", "WA"],
  ["Portland", "OR", "波特蘭"],
  ["Eugene", "OR"],
  ["Salem", "OR"],
  ["Corvallis", "OR"],
  ["Phoenix", "AZ", "鳳凰城"],
  ["Tucson", "AZ"],
  ["Flagstaff", "AZ"],
  ["Tempe", "AZ"],
  ["Las Vegas", "NV", "拉斯維加斯"],
  ["Reno", "NV"],
  ["Salt Lake City", "UT", "鹽湖城"],
  ["Provo", "UT"],
  ["Ogden", "UT"],
  ["Denver", "CO", "丹佛"],
  ["Boulder", "CO", "波德"],
  ["Fort Collins", "CO"],
  ["Colorado Springs", "CO"],
  ["Albuquerque", "NM"],
  ["Las Cruces", "NM"],
  ["Houston", "TX", "休士頓"],
  ["Dallas", "TX", "達拉斯"],
  ["Austin", "TX", "奧斯汀"],
  ["San Antonio", "TX", "聖安東尼奧"],
  ["El Paso", "TX"],
  ["Fort Worth", "TX"],
  ["Lubbock", "TX"],
  ["Arlington", "TX"],
  ["Waco", "TX"],
  ["Denton", "TX"],
  ["Corpus Christi", "TX"],
  ["Oklahoma City", "OK"],
  ["Tulsa", "OK"],
  ["Norman", "OK"],
  ["Wichita", "KS"],
  ["Lawrence", "KS"],
  ["Omaha", "NE"],
  ["Lincoln", "NE"],
  ["Minneapolis", "MN", "明尼亞波利斯"],
  ["Saint Paul", "MN"],
  ["Duluth", "MN"],
  ["Des Moines", "IA"],
  ["Iowa City", "IA"],
  ["Ames", "IA"],
  ["Kansas City", "MO", "堪薩斯城"],
  ["Springfield", "MO"],
  ["Columbia", "MO"],
  ["Chicago", "IL", "芝加哥"],
  ["Evanston", "IL"],
  ["Peoria", "IL"],
  ["Champaign", "IL"],
  ["Milwaukee", "WI", "密爾瓦基"],
  ["Madison", "WI", "麥迪遜"],
  ["Green Bay", "WI"],
  ["Detroit", "MI", "底特律"],
  ["Ann Arbor", "MI", "安娜堡"],
  ["Lansing", "MI"],
  ["Grand Rapids", "MI"],
  ["Kalamazoo", "MI"],
  ["Indianapolis", "IN", "印第安納波利斯"],
  ["Bloomington", "IN"],
  ["Fort Wayne", "IN"],
  ["South Bend", "IN"],
  ["Columbus", "OH", "哥倫布"],
  ["Cleveland", "OH", "克里夫蘭"],
  ["Cincinnati", "OH", "辛辛那提"],
  ["Dayton", "OH"],
  ["Toledo", "OH"],
  ["Akron", "OH"],
  ["Louisville", "KY"],
  ["Lexington", "KY"],
  ["Nashville", "TN", "納許維爾"],
  ["Memphis", "TN"],
  ["Knoxville", "TN"],
  ["Chattanooga", "TN"],
  ["Birmingham", "AL"],
  ["Montgomery", "AL"],
  ["Huntsville", "AL"],
  ["Jackson", "MS"],
  ["Hattiesburg", "MS"],
  ["New Orleans", "LA", "紐奧良"],
  ["Baton Rouge", "LA"],
  ["Little Rock", "AR"],
  ["Fayetteville", "AR"],
  ["Atlanta", "GA", "亞特蘭大"],
  ["Savannah", "GA"],
  ["Athens", "GA"],
  ["Augusta", "GA"],
  ["Miami", "FL", "邁阿密"],
  ["Orlando", "FL", "奧蘭多"],
  ["Tampa", "FL", "坦帕"],
  ["Jacksonville", "FL"],
  ["Tallahassee", "FL"],
  ["Gainesville", "FL"],
  ["Boca Raton", "FL"],
  ["Charleston", "SC"],
  ["Greenville", "SC"],
  ["Charlotte", "NC", "夏洛特"],
  ["Raleigh", "NC", "羅里"],
  ["Durham", "NC"],
  ["Greensboro", "NC"],
  ["Wilmington", "NC"],
  ["Richmond", "VA"],
  ["Norfolk", "VA"],
  ["Charlottesville", "VA"],
  ["Blacksburg", "VA"],
  ["Morgantown", "WV"],
  ["Baltimore", "MD", "巴爾的摩"],
  ["Annapolis", "MD"],
  ["Towson", "MD"],
  ["Wilmington", "DE"],
  ["Dover", "DE"],
  ["Philadelphia", "PA", "費城"],
  ["Pittsburgh", "PA", "匹茲堡"],
  ["Harrisburg", "PA"],
  ["Erie", "PA"],
  ["Scranton", "PA"],
  ["Allentown", "PA"],
  ["Newark", "NJ"],
  ["Princeton", "NJ", "普林斯頓"],
  ["Trenton", "NJ"],
  ["Camden", "NJ"],
  ["New York", "NY", "紐約"],
  ["Buffalo", "NY", "水牛城"],
  ["Rochester", "NY", "羅徹斯特"],
  ["Albany", "NY"],
  ["Syracuse", "NY", "雪城"],
  ["Ithaca", "NY", "綺色佳"],
  ["Brooklyn", "NY"],
  ["New Haven", "CT", "紐哈芬"],
  ["Hartford", "CT"],
  ["Stamford", "CT"],
  ["Providence", "RI", "普羅維登斯"],
  ["Boston", "MA", "波士頓"],
  ["Cambridge", "MA", "劍橋"],
  ["Worcester", "MA"],
  ["Amherst", "MA"],
  ["Lowell", "MA"],
  ["Burlington", "VT"],
  ["Manchester", "NH"],
  ["Portland", "ME"],
  ["Bangor", "ME"],
  ["Honolulu", "HI", "檀香山"],
  ["Hilo", "HI"],
  ["Anchorage", "AK", "安克拉治"],
  ["Fairbanks", "AK"],
  ["Boise", "ID"],
  ["Moscow", "ID"],
  ["Missoula", "MT"],
  ["Bozeman", "MT"],
  ["Laramie", "WY"],
  ["Fargo", "ND"],
  ["Sioux Falls", "SD"],
];

const SURNAMES = [
  ...["Whitman", "Carleton", "Bowdoin", "Hamilton", "Colby", "Bates", "Grinnell", "Oberlin", "Kenyon"],
  ...["Denison", "Wheaton", "Hollins", "Lawrence", "Beloit", "Knox", "Ripon", "Luther", "Calvin", "Hope"],
  ...["Wofford", "Furman", "Rhodes", "Sewanee", "Berea", "Centre", "Hendrix", "Millsaps", "Trinity"],
  ...["Austin", "Baylor", "Bradley", "Butler", "Drake", "Creighton", "Marquette", "Gonzaga", "Seton"],
  ...["Fairfield", "Quinnipiac", "Marist", "Siena", "Canisius", "Niagara", "Wagner", "Hofstra", "Adelphi"],
  ...["Drew", "Rider", "Monmouth", "Stockton", "Widener", "Lehigh", "Lafayette", "Bucknell", "Dickinson"],
  ...["Gettysburg", "Ursinus", "Juniata", "Allegheny", "Wittenberg", "Otterbein", "Capital", "Heidelberg"],
  ...["Wabash", "Earlham", "Hanover", "Franklin", "Taylor", "Anderson", "Goshen", "Huntington", "Olivet"],
  ...["Albion", "Alma", "Adrian", "Aquinas", "Concordia", "Augsburg", "Bethel", "Gustavus", "Macalester"],
  ...["Morningside", "Coe", "Cornell", "Simpson", "Graceland", "Doane", "Hastings", "Bethany", "Baker"],
  ...["Ottawa", "Tabor", "Sterling", "Harding", "Ouachita", "Belhaven", "Mercer", "Emory", "Oglethorpe"],
  ...["Stetson", "Rollins", "Eckerd", "Flagler", "Barry", "Lynn", "Elon", "Guilford", "Davidson", "Meredith"],
  ...["Whitworth", "Linfield", "Willamette", "Reed", "Pepperdine", "Chapman", "Whittier", "Occidental"],
  ...["Pomona", "Pitzer", "Harvey", "Westmont", "Biola", "Azusa", "Vanguard", "Regis", "Colorado Mesa"],
];

const SAINTS = ["Mary", "Joseph", "John", "Francis", "Thomas", "Anselm", "Benedict", "Catherine", "Norbert"];
const SAINT_SCHOOLS = ["College", "University", "Seminary"];

/** For-profit and career chains with a campus in many cities ("Brand-City"), as the Scorecard lists them. */
const CHAINS = [
  ...["Empire Beauty School", "Summit Beauty Academy", "Aveda Institute", "Pinnacle Career Institute"],
  ...["Horizon Nursing College", "Vista College", "Concorde Career College", "American Career College"],
  ...["Lincoln Technical Institute", "Universal Technical Institute", "Fortis College", "Ross Medical"],
  ...["DeVry University", "Strayer University", "Herzing University", "Rasmussen University"],
  ...["National American University", "Keiser University", "Bryant & Stratton College", "Miller-Motte"],
  ...["The Art Institute", "Paul Mitchell the School", "Cortiva Institute", "Penn Foster College"],
];

const DIRECTIONS = ["Northern", "Southern", "Eastern", "Western", "Central", "Northeastern", "Southwestern"];

type Pick = <T>(values: readonly T[]) => T;

/** A deterministic generator (mulberry32): every run seeds the same schools. */
function random(seed: number): { next: () => number; pick: Pick } {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (values) => values[Math.floor(next() * values.length)] as (typeof values)[number] };
}

type Template = {
  weight: number;
  control: SchoolControl;
  /** The English name; the short and former names people still type; the Chinese name when the city has one. */
  make: (
    city: string,
    state: State,
    pick: Pick,
  ) => { name: string; short?: string; former?: string; zh?: (cityZh: string, stateZh: string) => string };
};

const TEMPLATES: Template[] = [
  {
    weight: 10,
    control: "public",
    make: (city, state) => ({
      name: `University of ${STATES[state][0]}-${city}`,
      short: `${STATES[state][0]} ${city}`,
      zh: (c, s) => `${s}大學${c}分校`,
    }),
  },
  {
    weight: 10,
    control: "public",
    make: (city) => ({
      name: `${city} State University`,
      short: `${city} State`,
      former: `${city} State Teachers College`,
      zh: (c) => `${c}州立大學`,
    }),
  },
  {
    weight: 6,
    control: "private_nonprofit",
    make: (city) => ({ name: `University of ${city}`, short: `U of ${city}`, zh: (c) => `${c}大學` }),
  },
  {
    weight: 6,
    control: "public",
    make: (city, state, pick) => ({
      name: `${pick(DIRECTIONS)} ${STATES[state][0]} University`,
      former: `${STATES[state][0]} Normal School at ${city}`,
    }),
  },
  {
    weight: 8,
    control: "private_nonprofit",
    make: (city) => ({ name: `${city} College`, former: `${city} Seminary`, zh: (c) => `${c}學院` }),
  },
  {
    weight: 8,
    control: "public",
    make: (city) => ({
      name: `${city} Community College`,
      short: `${city} CC`,
      former: `${city} Junior College`,
      zh: (c) => `${c}社區學院`,
    }),
  },
  {
    weight: 3,
    control: "private_nonprofit",
    make: (city) => ({
      name: `${city} Institute of Technology`,
      short: `${city} Tech`,
      zh: (c) => `${c}理工學院`,
    }),
  },
  {
    weight: 4,
    control: "public",
    make: (city) => ({ name: `${city} Technical College`, former: `${city} Vocational School` }),
  },
  {
    weight: 6,
    control: "private_nonprofit",
    make: (city, _state, pick) => {
      const name = pick(SURNAMES);
      return { name: `${name} University-${city}`, short: `${name} ${city}` };
    },
  },
  {
    weight: 6,
    control: "private_nonprofit",
    make: (city, _state, pick) => {
      const name = pick(SURNAMES);
      return { name: `${name} College`, former: `${name} College of ${city}` };
    },
  },
  {
    weight: 3,
    control: "private_nonprofit",
    make: (city, _state, pick) => {
      const saint = pick(SAINTS);
      return { name: `Saint ${saint} ${pick(SAINT_SCHOOLS)}-${city}`, short: `St. ${saint} ${city}` };
    },
  },
  {
    weight: 2,
    control: "private_nonprofit",
    make: (city) => ({ name: `${city} Christian University`, former: `${city} Bible College` }),
  },
  {
    weight: 2,
    control: "private_nonprofit",
    make: (city) => ({ name: `${city} School of Art and Design`, short: `${city} Art` }),
  },
  {
    weight: 20,
    control: "private_for_profit",
    make: (city, _state, pick) => {
      const brand = pick(CHAINS);
      return { name: `${brand}-${city}`, former: `${brand} of ${city}` };
    },
  },
];

/** The University of California's campuses, with their abbreviations ("UCLA") and Chinese names. */
const UC_CAMPUSES: Array<[city: string, short: string]> = [
  ["Berkeley", "Cal"],
  ["Los Angeles", "UCLA"],
  ["San Diego", "UCSD"],
  ["Davis", "UC Davis"],
  ["Irvine", "UCI"],
  ["Santa Barbara", "UCSB"],
  ["Santa Cruz", "UCSC"],
  ["Riverside", "UCR"],
  ["Merced", "UC Merced"],
];

const toSimplified = Converter({ from: "tw", to: "cn" });

type Alias = { lang: "en" | "zh-TW" | "zh-CN"; name: string; isDefault: boolean };
type Figures = { selectivity: number; tested: boolean; control: SchoolControl };
type GeneratedSchool = {
  name: string;
  city: string;
  state: State;
  control: SchoolControl;
  aliases: Alias[];
  figures: Figures;
};

const slugOf = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** `count` schools with distinct names, the UC campuses and the rare-name schools among them. */
export function generateSchools(count: number): GeneratedSchool[] {
  const { next, pick } = random(29);
  const names = new Set<string>();
  const schools: GeneratedSchool[] = [];
  const cityZh = new Map(CITIES.map(([city, state, zh]) => [`${city}|${state}`, zh]));
  const figures = (control: SchoolControl, name: string): Figures => {
    const research = /University/.test(name) && control !== "private_for_profit";
    const selectivity = research ? next() : next() * 0.5;
    // Open-admission and career schools publish no test scores; a quarter of the rest are test-blind.
    const tested = control !== "private_for_profit" && !/Community|Technical/.test(name) && next() < 0.75;
    return { selectivity, tested, control };
  };
  const add = (school: Omit<GeneratedSchool, "figures">) => {
    names.add(school.name);
    schools.push({ ...school, figures: figures(school.control, school.name) });
  };
  for (const [city, short] of UC_CAMPUSES) {
    const zh = `加州大學${cityZh.get(`${city}|CA`) ?? city}分校`;
    add({
      name: `University of California-${city}`,
      city,
      state: "CA",
      control: "public",
      aliases: [
        { lang: "en", name: short, isDefault: false },
        { lang: "zh-TW", name: zh, isDefault: true },
        { lang: "zh-CN", name: toSimplified(zh), isDefault: true },
      ],
    });
  }
  for (const school of RARE_SCHOOLS)
    add({ ...school, state: school.state as State, control: "private_nonprofit", aliases: [] });

  const totalWeight = TEMPLATES.reduce((sum, template) => sum + template.weight, 0);
  const pickTemplate = () => {
    let left = next() * totalWeight;
    for (const template of TEMPLATES) {
      left -= template.weight;
      if (left < 0) return template;
    }
    return TEMPLATES[0] as Template;
  };
  for (let attempt = 0; schools.length < count; attempt++) {
    if (attempt > count * 50) throw new Error(`only ${schools.length} distinct school names`);
    const [city, state, zhCity] = pick(CITIES);
    const template = pickTemplate();
    const made = template.make(city, state, pick);
    if (names.has(made.name)) continue;
    const aliases: Alias[] = [];
    if (made.short) aliases.push({ lang: "en", name: made.short, isDefault: false });
    if (made.former) aliases.push({ lang: "en", name: made.former, isDefault: false });
    // The abbreviation people write ("NASU"); where two schools share one, the first keeps it.
    const initials = schoolInitials(made.name);
    if (initials.length >= 3) aliases.push({ lang: "en", name: initials.toUpperCase(), isDefault: false });
    if (made.zh && zhCity) {
      const zh = made.zh(zhCity, STATES[state][1]);
      aliases.push({ lang: "zh-TW", name: zh, isDefault: true });
      aliases.push({ lang: "zh-CN", name: toSimplified(zh), isDefault: true });
    }
    add({ name: made.name, city, state, control: template.control, aliases });
  }
  return schools;
}

const round = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

type FactRow = [schoolIndex: number, key: SchoolFactKey, year: string, source: string, value: unknown];

const SCORECARD_YEAR = "2022-23";
const EARLIER_YEAR = "2021-22";
const STAFF_YEAR = "2026";

/** A school's figures: the Scorecard's for two years (some), the staff's ranking and deadlines (the selective). */
function factsOf(index: number, figures: Figures, next: () => number): FactRow[] {
  const { selectivity: s, tested, control } = figures;
  const rows: FactRow[] = [];
  const scorecard = (key: SchoolFactKey, value: number, year = SCORECARD_YEAR) =>
    rows.push([index, key, year, "scorecard", value]);
  const noise = () => next() - 0.5;

  const undergraduates = Math.round(Math.exp(4.6 + next() * 6.4));
  const admissionRate = Number(clamp(1 - 0.95 * s ** 0.6 + 0.05 * noise(), 0.03, 1).toFixed(4));
  const cost =
    control === "public"
      ? round(20_000 + 15_000 * next(), 10)
      : control === "private_for_profit"
        ? round(25_000 + 20_000 * next(), 10)
        : round(35_000 + 30_000 * s + 20_000 * next(), 10);
  const tuitionIn =
    control === "public" ? round(5_000 + 10_000 * next(), 10) : round(cost * (0.6 + 0.1 * next()), 10);
  const tuitionOut = control === "public" ? round(tuitionIn * (2 + next()), 10) : tuitionIn;
  const retention = clamp(0.55 + 0.4 * s + 0.1 * noise(), 0.3, 0.99);

  scorecard("undergraduates", undergraduates);
  if (control !== "private_for_profit" || next() < 0.5) scorecard("admission_rate", admissionRate);
  scorecard("cost_of_attendance", cost);
  scorecard("tuition_in_state", tuitionIn);
  scorecard("tuition_out_of_state", tuitionOut);
  scorecard("room_and_board", round(9_000 + 9_000 * next(), 10));
  scorecard("net_price", round(cost * (0.35 + 0.35 * next()), 1));
  scorecard("pell_grant_share", Number((0.1 + 0.55 * (1 - s) * next()).toFixed(4)));
  scorecard("federal_loan_share", Number((0.1 + 0.6 * next()).toFixed(4)));
  scorecard("median_debt", round(9_000 + 18_000 * next(), 1));
  scorecard("retention_rate", Number(retention.toFixed(4)));
  scorecard("graduation_rate_6y", Number(clamp(retention - 0.15 + 0.1 * noise(), 0.1, 0.98).toFixed(4)));
  scorecard("student_faculty_ratio", Math.round(6 + 19 * (1 - s) * next() + 4));
  const women = clamp(0.56 + 0.2 * noise(), 0.3, 0.9);
  scorecard("share_women", Number(women.toFixed(4)));
  scorecard("share_men", Number((1 - women).toFixed(4)));
  scorecard("earnings_10y", round(32_000 + 70_000 * s ** 1.5 + 10_000 * next(), 1));
  if (tested) {
    // A middle 50% of about 120 points per section, centred by selectivity.
    const reading25 = round(clamp(430 + 300 * s ** 1.3 + 30 * noise(), 350, 740), 10);
    const math25 = round(clamp(reading25 + 40 * noise() + 10, 350, 760), 10);
    const reading75 = Math.min(800, reading25 + round(100 + 40 * next(), 10));
    const math75 = Math.min(800, math25 + round(100 + 40 * next(), 10));
    scorecard("sat_reading_25", reading25);
    scorecard("sat_reading_50", round((reading25 + reading75) / 2, 10));
    scorecard("sat_reading_75", reading75);
    scorecard("sat_math_25", math25);
    scorecard("sat_math_50", round((math25 + math75) / 2, 10));
    scorecard("sat_math_75", math75);
    scorecard("sat_average", round((reading25 + reading75 + math25 + math75) / 2, 1));
    const act25 = clamp(Math.round(((reading25 + math25) / 1600) * 36) - 1, 12, 35);
    scorecard("act_composite_25", act25);
    scorecard("act_composite_50", Math.min(36, act25 + 3));
    scorecard("act_composite_75", Math.min(36, act25 + 6));
  }
  // Half the schools also have last year's file imported: the page shows the newer figure.
  if (next() < 0.5) {
    scorecard("undergraduates", Math.round(undergraduates * (0.95 + 0.1 * next())), EARLIER_YEAR);
    scorecard("cost_of_attendance", round(cost * 0.96, 10), EARLIER_YEAR);
    scorecard(
      "admission_rate",
      Number(clamp(admissionRate * (0.9 + 0.2 * next()), 0.03, 1).toFixed(4)),
      EARLIER_YEAR,
    );
  }
  if (control !== "private_for_profit" && next() < 0.5)
    rows.push([index, "application_platforms", STAFF_YEAR, "staff", ["common_app"]]);
  if (s > 0.7) {
    rows.push([index, "deadline_early_action", STAFF_YEAR, "staff", "11-01"]);
    rows.push([index, "deadline_regular", STAFF_YEAR, "staff", `01-0${1 + Math.floor(next() * 5)}`]);
  }
  return rows;
}

export type SchoolSeed = { schools: number; aliases: number; chineseNamed: number; facts: number };

/** Rows per statement: PGlite takes each batch's JSON as one parameter. */
const BATCH = 10_000;

async function insertBatches(
  db: Database,
  rows: unknown[],
  insert: (json: string) => ReturnType<typeof sql>,
) {
  for (let i = 0; i < rows.length; i += BATCH)
    await db.execute(insert(JSON.stringify(rows.slice(i, i + BATCH))));
}

/** `count` schools with their aliases and figures; the 400 most selective universities ranked. */
export async function seedSchools(db: Database, count: number): Promise<SchoolSeed> {
  const generated = generateSchools(count);
  const { next } = random(2026);
  const schoolRows = generated.map((school, i) => ({
    unitid: 100_000 + i,
    slug: `${slugOf(school.name)}-${100_000 + i}`,
    name_en: school.name,
    search_key: schoolSearchKey(school.name),
    initials: schoolInitials(school.name),
    city: school.city,
    state: school.state,
    zip: String(10_000 + Math.floor(next() * 89_999)),
    url: `www.${slugOf(school.name).replace(/-/g, "")}.edu`,
    control: school.control,
  }));
  await insertBatches(
    db,
    schoolRows,
    (json) => sql`
      insert into schools (unitid, slug, name_en, search_key, initials, city, state, zip, url, control)
      select unitid, slug, name_en, search_key, initials, city, state, zip, url, control
      from jsonb_to_recordset(${json}::jsonb) as v(unitid int, slug text, name_en text, search_key text,
        initials text, city text, state text, zip text, url text, control text)`,
  );
  const ids = new Map(
    (await queryRows<{ id: number; unitid: number }>(db, sql`select id, unitid from schools`)).map((row) => [
      row.unitid,
      row.id,
    ]),
  );
  const idOf = (index: number) => ids.get(100_000 + index) as number;

  // A name (as searched) belongs to one school per language (school_aliases_search_key_idx): a repeat is left out.
  const taken = new Set<string>();
  const aliasRows: unknown[] = [];
  generated.forEach((school, i) => {
    for (const alias of school.aliases) {
      const key = schoolSearchKey(alias.name);
      if (key === "" || taken.has(`${alias.lang}|${key}`)) continue;
      taken.add(`${alias.lang}|${key}`);
      aliasRows.push({
        school_id: idOf(i),
        lang: alias.lang,
        name: alias.name,
        search_key: key,
        pinyin: schoolPinyin(alias.name),
        is_default: alias.isDefault,
      });
    }
  });
  await insertBatches(
    db,
    aliasRows,
    (json) => sql`
      insert into school_aliases (school_id, lang, name, original_name, search_key, pinyin, is_default)
      select school_id, lang, name, name, search_key, pinyin, is_default
      from jsonb_to_recordset(${json}::jsonb) as v(school_id int, lang text, name text, search_key text,
        pinyin text, is_default boolean)`,
  );

  const factRows = generated.flatMap((school, i) => factsOf(i, school.figures, next));
  const ranked = generated
    .map((school, i) => ({ i, school }))
    .filter(({ school }) => school.figures.tested && /University/.test(school.name))
    .sort((a, b) => b.school.figures.selectivity - a.school.figures.selectivity)
    .slice(0, 400);
  for (const [rank, { i }] of ranked.entries())
    factRows.push([i, "ranking_national", STAFF_YEAR, "staff", rank + 1]);
  const keys = new Set<string>(SCHOOL_FACT_KEYS);
  const facts = factRows.map(([index, key, year, source, value]) => {
    if (!keys.has(key)) throw new Error(`unknown fact ${key}`);
    return [idOf(index), key, year, source, value];
  });
  await insertBatches(
    db,
    facts,
    (json) => sql`
      insert into school_facts (school_id, key, year, source, value)
      select (f->>0)::int, f->>1, f->>2, f->>3, f->4 from jsonb_array_elements(${json}::jsonb) as f`,
  );
  // The figures went straight into school_facts: write each school's card as the services do.
  await refreshAllSchoolCards(db);
  for (const table of ["schools", "school_aliases", "school_facts"])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const [counts] = await queryRows<{ schools: number; aliases: number; chinese: number; facts: number }>(
    db,
    sql`select (select count(*)::int from schools) as schools, (select count(*)::int from school_aliases) as aliases,
          (select count(distinct school_id)::int from school_aliases where lang <> 'en') as chinese,
          (select count(*)::int from school_facts) as facts`,
  );
  return {
    schools: counts?.schools ?? 0,
    aliases: counts?.aliases ?? 0,
    chineseNamed: counts?.chinese ?? 0,
    facts: counts?.facts ?? 0,
  };
}
