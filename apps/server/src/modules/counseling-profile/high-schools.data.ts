/**
 * A small list of international and local high schools in Taiwan and Shanghai the school's students
 * come from (the demo's list; the applications’ own school search is the full one). `region` is what the
 * selector's `state` filter matches ("Taipei", "Shanghai").
 */
export const HIGH_SCHOOLS: ReadonlyArray<{
  key: string;
  country: "TW" | "CN";
  region: string;
  en: string;
  "zh-TW": string;
  "zh-CN": string;
}> = [
  {
    key: "tas",
    country: "TW",
    region: "Taipei",
    en: "Taipei American School",
    "zh-TW": "臺北美國學校",
    "zh-CN": "台北美国学校",
  },
  {
    key: "tes",
    country: "TW",
    region: "Taipei",
    en: "Taipei European School",
    "zh-TW": "臺北歐洲學校",
    "zh-CN": "台北欧洲学校",
  },
  {
    key: "kas",
    country: "TW",
    region: "Taipei",
    en: "Kang Chiao International School",
    "zh-TW": "康橋國際學校",
    "zh-CN": "康桥国际学校",
  },
  {
    key: "fuhsing",
    country: "TW",
    region: "Taipei",
    en: "Taipei Fuhsing Private School",
    "zh-TW": "臺北市私立復興實驗高級中學",
    "zh-CN": "台北市私立复兴实验高级中学",
  },
  {
    key: "jianguo",
    country: "TW",
    region: "Taipei",
    en: "Taipei Municipal Jianguo High School",
    "zh-TW": "臺北市立建國高級中學",
    "zh-CN": "台北市立建国高级中学",
  },
  {
    key: "taipei_first_girls",
    country: "TW",
    region: "Taipei",
    en: "Taipei First Girls' High School",
    "zh-TW": "臺北市立第一女子高級中學",
    "zh-CN": "台北市立第一女子高级中学",
  },
  {
    key: "hsinchu_is",
    country: "TW",
    region: "Hsinchu",
    en: "Hsinchu International School",
    "zh-TW": "新竹國際學校",
    "zh-CN": "新竹国际学校",
  },
  {
    key: "nehs_hsinchu",
    country: "TW",
    region: "Hsinchu",
    en: "National Experimental High School at Hsinchu Science Park",
    "zh-TW": "國立科學工業園區實驗高級中學",
    "zh-CN": "国立科学工业园区实验高级中学",
  },
  {
    key: "morrison",
    country: "TW",
    region: "Taichung",
    en: "Morrison Academy",
    "zh-TW": "馬禮遜美國學校",
    "zh-CN": "马礼逊美国学校",
  },
  {
    key: "kaohsiung_as",
    country: "TW",
    region: "Kaohsiung",
    en: "Kaohsiung American School",
    "zh-TW": "高雄美國學校",
    "zh-CN": "高雄美国学校",
  },
  {
    key: "sas",
    country: "CN",
    region: "Shanghai",
    en: "Shanghai American School",
    "zh-TW": "上海美國學校",
    "zh-CN": "上海美国学校",
  },
  {
    key: "ycis_sh",
    country: "CN",
    region: "Shanghai",
    en: "Yew Chung International School of Shanghai",
    "zh-TW": "上海耀中國際學校",
    "zh-CN": "上海耀中国际学校",
  },
  {
    key: "dulwich_sh",
    country: "CN",
    region: "Shanghai",
    en: "Dulwich College Shanghai Pudong",
    "zh-TW": "上海浦東德威英國國際學校",
    "zh-CN": "上海浦东德威英国国际学校",
  },
  {
    key: "wellington_sh",
    country: "CN",
    region: "Shanghai",
    en: "Wellington College International Shanghai",
    "zh-TW": "上海惠靈頓國際學校",
    "zh-CN": "上海惠灵顿国际学校",
  },
  {
    key: "shsid",
    country: "CN",
    region: "Shanghai",
    en: "Shanghai High School International Division",
    "zh-TW": "上海中學國際部",
    "zh-CN": "上海中学国际部",
  },
  {
    key: "wlsa",
    country: "CN",
    region: "Shanghai",
    en: "WLSA Shanghai Academy",
    "zh-TW": "上海WLSA學校",
    "zh-CN": "上海WLSA学校",
  },
  {
    key: "hfi_sh",
    country: "CN",
    region: "Shanghai",
    en: "High School Affiliated to Fudan University",
    "zh-TW": "復旦大學附屬中學",
    "zh-CN": "复旦大学附属中学",
  },
  {
    key: "shs_sjtu",
    country: "CN",
    region: "Shanghai",
    en: "High School Affiliated to Shanghai Jiao Tong University",
    "zh-TW": "上海交通大學附屬中學",
    "zh-CN": "上海交通大学附属中学",
  },
];
