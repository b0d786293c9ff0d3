import type { PartOfSpeech } from "@edu/shared/vocabulary";

/** A demo word written by us: definition, IPA, glosses in both Chinese scripts and an example sentence. */
export type DemoWord = {
  word: string;
  pos: PartOfSpeech;
  ipa: string;
  definition: string;
  tw: string;
  cn: string;
  example: string;
};

/** One word a line: word | part of speech | IPA | definition | zh-TW | zh-CN | example. */
function parseWords(table: string): DemoWord[] {
  return table
    .trim()
    .split("\n")
    .map((line) => {
      const [word, pos, ipa, definition, tw, cn, example] = line.split(" | ").map((cell) => cell.trim());
      if (!word || !pos || !ipa || !definition || !tw || !cn || !example)
        throw new Error(`bad demo word: ${line}`);
      return { word, pos: pos as PartOfSpeech, ipa, definition, tw, cn, example };
    });
}

const CORE_1 = `
  abate | verb | /əˈbeɪt/ | to become less intense or widespread | 減弱；緩和 | 减弱；缓和 | The storm finally began to abate after midnight.
  benevolent | adjective | /bəˈnevələnt/ | kind and generous; wanting to do good | 仁慈的；慈善的 | 仁慈的；慈善的 | A benevolent neighbor paid for the children's school trip.
  candid | adjective | /ˈkændɪd/ | honest and direct, even when the truth is uncomfortable | 坦率的；直言的 | 坦率的；直言的 | She gave a candid answer about why the project failed.
  diligent | adjective | /ˈdɪlɪdʒənt/ | careful and hardworking | 勤奮的；用功的 | 勤奋的；用功的 | Diligent students review their notes every evening.
  eloquent | adjective | /ˈeləkwənt/ | fluent and persuasive in speaking or writing | 雄辯的；有說服力的 | 雄辩的；有说服力的 | Her eloquent speech moved the whole audience.
  frugal | adjective | /ˈfruːɡəl/ | careful not to waste money or resources | 節儉的 | 节俭的 | Living a frugal life helped him save for college.
  gregarious | adjective | /ɡrɪˈɡeriəs/ | fond of company; sociable | 愛交際的；合群的 | 爱交际的；合群的 | Our gregarious cousin knows everyone at the party.
  hinder | verb | /ˈhɪndər/ | to make something slow or difficult | 阻礙；妨礙 | 阻碍；妨碍 | Heavy rain hindered the rescue team.
  inevitable | adjective | /ɪˈnevɪtəbəl/ | certain to happen; unavoidable | 不可避免的 | 不可避免的 | Change is inevitable, so learn to adapt.
  jubilant | adjective | /ˈdʒuːbɪlənt/ | feeling or showing great joy | 歡欣鼓舞的 | 欢欣鼓舞的 | The jubilant team lifted the trophy.
  lethargic | adjective | /ləˈθɑːrdʒɪk/ | sluggish and lacking energy | 無精打采的；昏昏欲睡的 | 无精打采的；昏昏欲睡的 | The afternoon heat made everyone lethargic.
  meticulous | adjective | /məˈtɪkjələs/ | very careful about small details | 一絲不苟的；極仔細的 | 一丝不苟的；极仔细的 | He kept meticulous records of every experiment.
  novice | noun | /ˈnɑːvɪs/ | a person new to an activity; a beginner | 新手；初學者 | 新手；初学者 | As a novice, she asked the coach many questions.
  obscure | adjective | /əbˈskjʊr/ | not well known, or hard to understand | 晦澀的；鮮為人知的 | 晦涩的；鲜为人知的 | The poem is full of obscure references.
  pragmatic | adjective | /præɡˈmætɪk/ | dealing with things in a practical, realistic way | 務實的 | 务实的 | We need a pragmatic plan, not a perfect one.
  resilient | adjective | /rɪˈzɪliənt/ | able to recover quickly from difficulty | 有韌性的；能迅速恢復的 | 有韧性的；能迅速恢复的 | Resilient students learn from a bad test score.
  scrutinize | verb | /ˈskruːtənaɪz/ | to examine closely and critically | 仔細審查 | 仔细审查 | The editor scrutinized every sentence of the essay.
  tenacious | adjective | /təˈneɪʃəs/ | holding firmly to a goal; persistent | 堅持不懈的；頑強的 | 坚持不懈的；顽强的 | The tenacious debater never gave up a point.
  undermine | verb | /ˌʌndərˈmaɪn/ | to weaken gradually or secretly | 逐漸削弱；暗中破壞 | 逐渐削弱；暗中破坏 | Rumors can undermine trust in a team.
  zealous | adjective | /ˈzeləs/ | full of energetic enthusiasm for a cause | 熱心的；狂熱的 | 热心的；狂热的 | Zealous volunteers cleaned the whole beach by noon.
`;

const CORE_2 = `
  ambiguous | adjective | /æmˈbɪɡjuəs/ | open to more than one interpretation | 模稜兩可的；含糊的 | 模棱两可的；含糊的 | The ambiguous question confused half the class.
  bolster | verb | /ˈboʊlstər/ | to support or strengthen | 支持；加強 | 支持；加强 | Good data will bolster your argument.
  censure | verb | /ˈsenʃər/ | to express strong formal disapproval of | 譴責；指責 | 谴责；指责 | The club voted to censure the members who skipped practice.
  deference | noun | /ˈdefərəns/ | polite respect for another's wishes or opinion | 尊重；順從 | 尊重；顺从 | Out of deference to the speaker, the audience stayed silent.
  empirical | adjective | /ɪmˈpɪrɪkəl/ | based on observation or experiment | 以實驗為依據的；經驗的 | 以实验为依据的；经验的 | The claim needs empirical evidence.
  fortuitous | adjective | /fɔːrˈtuːɪtəs/ | happening by lucky chance | 偶然的；幸運的 | 偶然的；幸运的 | A fortuitous meeting led to her summer internship.
  galvanize | verb | /ˈɡælvənaɪz/ | to shock or excite someone into action | 激勵；使振奮 | 激励；使振奋 | The coach's words galvanized the tired players.
  impartial | adjective | /ɪmˈpɑːrʃəl/ | treating all sides fairly | 公正的；不偏不倚的 | 公正的；不偏不倚的 | A referee must remain impartial.
  lucid | adjective | /ˈluːsɪd/ | clear and easy to understand | 清晰易懂的 | 清晰易懂的 | Her lucid explanation made the proof simple.
  mitigate | verb | /ˈmɪtɪɡeɪt/ | to make less severe | 減輕；緩和 | 减轻；缓和 | Planting trees can mitigate summer heat in cities.
  nuance | noun | /ˈnuːɑːns/ | a subtle difference in meaning or expression | 細微差別 | 细微差别 | Good translation pays attention to every nuance.
  ostentatious | adjective | /ˌɑːstenˈteɪʃəs/ | designed to impress; showy | 炫耀的；招搖的 | 炫耀的；招摇的 | He arrived in an ostentatious gold car.
  paradox | noun | /ˈpærədɑːks/ | a statement that seems contradictory but may be true | 悖論；矛盾的事 | 悖论；矛盾的事 | It is a paradox that the busiest people often find time to read.
  quell | verb | /kwel/ | to put an end to; to calm | 平息；消除 | 平息；消除 | The teacher quelled the noise with one look.
  reticent | adjective | /ˈretɪsənt/ | not revealing one's thoughts or feelings readily | 沉默寡言的；有保留的 | 沉默寡言的；有保留的 | He was reticent about his test results.
  sagacious | adjective | /səˈɡeɪʃəs/ | wise and showing good judgment | 睿智的；有遠見的 | 睿智的；有远见的 | The sagacious advisor warned us early.
  superfluous | adjective | /suːˈpɜːrfluəs/ | more than is needed; unnecessary | 多餘的 | 多余的 | Cut the superfluous words from your essay.
  transient | adjective | /ˈtrænziənt/ | lasting only a short time | 短暫的；轉瞬即逝的 | 短暂的；转瞬即逝的 | The rainbow was a transient beauty.
  vindicate | verb | /ˈvɪndɪkeɪt/ | to clear of blame or prove right | 證明無辜；證明正確 | 证明无辜；证明正确 | The new results vindicated her theory.
  wary | adjective | /ˈweri/ | cautious about possible dangers | 謹慎的；小心提防的 | 谨慎的；小心提防的 | Be wary of websites that ask for passwords.
`;

/** The two lists the journeys use (SAT Core 1 and 2), written for the demo (issue 34). */
export const DEMO_LISTS: ReadonlyArray<{ title: string; description: string; words: readonly DemoWord[] }> = [
  {
    title: "SAT Core 1",
    description: "Twenty high-frequency SAT words about character and effort.",
    words: parseWords(CORE_1),
  },
  {
    title: "SAT Core 2",
    description: "Twenty SAT words for reading passages and essays.",
    words: parseWords(CORE_2),
  },
];
