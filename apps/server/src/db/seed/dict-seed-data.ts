/**
 * Bootstrap dictionary data (sys_dict_type / sys_dict_data).
 *
 * Source: seed specification §9 "Reference dictionaries" and "Scoring bands for comment dictionaries", §4 "Status
 * sets", §6, and PRODUCT.md §2 "The assessment model". Where the seed gives codes they are used to the letter; where it
 * says "items not shown" the items follow the status sets of §4 and the design in PRODUCT.md.
 *
 * Conventions: `code` is the stored value, `value` the (Chinese) label shown to users, `extData` carries comment
 * texts. Column limits of the sys_dict_* tables: code 64, value 128, type remark 256, item remark 2048.
 */

export type DictTagType = 'default' | 'info' | 'success' | 'warning' | 'danger' | '';

export interface DictItemSeed {
  code: string;
  value: string;
  orderNo: number;
  tagType?: DictTagType;
  extData?: string;
  status?: 1 | 2;
  remark?: string;
}

export interface DictTypeSeed {
  code: string;
  name: string;
  orderNo: number;
  status?: 1 | 2;
  remark?: string;
  items: DictItemSeed[];
}

// ---------------------------------------------------------------------------------------------------------------------
// Scoring bands and comment keys (shared by this seed and the code that picks report comments)
// ---------------------------------------------------------------------------------------------------------------------

export const COMMENT_SUBJECTS = ['art', 'music'] as const;
export type CommentSubject = (typeof COMMENT_SUBJECTS)[number];

const SUBJECT_LABEL: Record<CommentSubject, string> = { art: '美术', music: '音乐' };

/**
 * The four comment dictionary types of the seed ("academic indicator, basic indicator, development indicator,
 * three-indicator overall"). Which indicator lives in which type:
 *  - comment_academic:    dimension percentages and the knowledge / skill summaries (the parts of the academic
 *                         indicator: basic knowledge 25 + basic skill 25, dimensions from questions and rubrics);
 *  - comment_basic:       attendance, extracurricular activity, lesson participation, assignment completion (the parts
 *                         of the basic indicator);
 *  - comment_development: artistic merit and off-campus learning (the parts of the development indicator);
 *  - comment_overall:     the three indicator totals (academic, basic, development), i.e. the three-indicator overview.
 */
export const COMMENT_DICT_TYPES = {
  academic: 'comment_academic',
  basic: 'comment_basic',
  development: 'comment_development',
  overall: 'comment_overall',
} as const;
export type CommentDictCode = (typeof COMMENT_DICT_TYPES)[keyof typeof COMMENT_DICT_TYPES];

export interface CommentDimension {
  /** Code of the item in art_dimension / music_dimension. */
  readonly dimensionCode: string;
  /** Indicator segment of the comment key is `dimension_<key>`. */
  readonly key: string;
  readonly label: string;
}

/** Dimensions named in the comment dictionaries, linked to the art_dimension / music_dimension codes. */
export const COMMENT_DIMENSIONS: Readonly<Record<CommentSubject, readonly CommentDimension[]>> = {
  art: [
    { dimensionCode: '4', key: 'creative_practice', label: '创意实践' },
    { dimensionCode: '1', key: 'art_expression', label: '艺术表现' },
    { dimensionCode: '5', key: 'aesthetic_judgement', label: '审美判断' },
    { dimensionCode: '3', key: 'image_reading', label: '图像识读' },
    { dimensionCode: '2', key: 'cultural_understanding', label: '文化理解' },
  ],
  music: [
    { dimensionCode: '6', key: 'common_knowledge', label: '音乐常识' },
    { dimensionCode: '7', key: 'style_and_genre', label: '音乐风格与流派' },
    { dimensionCode: '8', key: 'emotion', label: '音乐情绪与情感' },
    { dimensionCode: '9', key: 'genre_and_form', label: '音乐体裁与形式' },
    { dimensionCode: '10', key: 'expressive_elements', label: '音乐表现要素' },
  ],
};

export interface ScoreBand {
  readonly low: number;
  readonly high: number;
}

export interface ScoringBandRow {
  readonly subject: CommentSubject;
  /** Indicator segment of the comment key, e.g. `dimension_creative_practice`, `attendance`, `academic`. */
  readonly indicator: string;
  /** Chinese name of the indicator. */
  readonly label: string;
  /** Comment dictionary type holding this indicator's entries. */
  readonly dictType: CommentDictCode;
  /** `%` for dimension percentages, `分` for points. */
  readonly unit: '%' | '分';
  /** Contiguous ascending bands; see {@link findBand} for the boundary rule. */
  readonly bands: readonly ScoreBand[];
}

/** Formats a band bound for a key: integers without decimals, halves with a decimal point (`37.5`). */
function formatBound(n: number): string {
  return String(n);
}

/** Key of a comment dictionary entry: `<subject>_<indicator>_<low>_<high>`, e.g. `art_academic_37.5_42.5`. */
export function commentKey(subject: CommentSubject, indicator: string, low: number, high: number): string {
  return `${subject}_${indicator}_${formatBound(low)}_${formatBound(high)}`;
}

/**
 * The band a score falls in: `low <= score < high`, the top band also includes its `high`. Scores outside the table
 * (e.g. after a bureau changed the weights) fall into the nearest end band. NaN has no band.
 */
export function findBand(bands: readonly ScoreBand[], score: number): ScoreBand | undefined {
  if (Number.isNaN(score) || bands.length === 0) return undefined;
  for (const band of bands) {
    if (score < band.high) return band;
  }
  return bands[bands.length - 1];
}

// Band tables of the seed ("Scoring bands for comment dictionaries").
type Bands = readonly (readonly [number, number])[];
const B_DIMENSION: Bands = [
  [0, 40],
  [40, 60],
  [60, 80],
  [80, 100],
];
const B_SUMMARY: Bands = [
  [0, 5],
  [5, 10],
  [10, 15],
  [15, 20],
  [20, 25],
];
const B_ATTENDANCE: Bands = [
  [0, 2],
  [2, 4],
  [4, 5],
];
/** activity, participation, completion — art. */
const B_COURSE_ART: Bands = [
  [0, 5],
  [5, 10],
  [10, 15],
];
/** activity, participation, completion — music ("music: 5-8, 8-10"). */
const B_COURSE_MUSIC: Bands = [
  [0, 5],
  [5, 8],
  [8, 10],
];
const B_DEVELOPMENT_PART: Bands = [
  [0, 5],
  [5, 8],
  [8, 10],
];
const B_ACADEMIC: Bands = [
  [0, 30],
  [30, 37.5],
  [37.5, 42.5],
  [42.5, 50],
];
const B_BASIC: Bands = [
  [0, 10],
  [10, 20],
  [20, 30],
  [30, 40],
];
const B_DEVELOPMENT: Bands = [
  [0, 5],
  [5, 10],
  [10, 15],
  [15, 20],
];

interface CommentSpec extends Omit<ScoringBandRow, 'bands'> {
  readonly bands: readonly (ScoreBand & { readonly text: string })[];
}

function spec(
  subject: CommentSubject,
  indicator: string,
  label: string,
  dictType: CommentDictCode,
  bands: Bands,
  texts: readonly string[],
  unit: '%' | '分' = '分',
): CommentSpec {
  if (texts.length !== bands.length) {
    throw new Error(`comment texts for ${subject}_${indicator}: ${texts.length} texts for ${bands.length} bands`);
  }
  return {
    subject,
    indicator,
    label,
    dictType,
    unit,
    bands: bands.map(([low, high], i) => ({ low, high, text: texts[i] })),
  };
}

const dim = (subject: CommentSubject, key: string, texts: readonly string[]): CommentSpec => {
  const d = COMMENT_DIMENSIONS[subject].find((x) => x.key === key);
  if (!d) throw new Error(`unknown ${subject} comment dimension ${key}`);
  return spec(subject, `dimension_${key}`, d.label, COMMENT_DICT_TYPES.academic, B_DIMENSION, texts, '%');
};

const { academic: ACA, basic: BAS, development: DEV, overall: OVR } = COMMENT_DICT_TYPES;

const COMMENT_SPECS: readonly CommentSpec[] = [
  // ---- art: dimension percentages (comment_academic)
  dim('art', 'creative_practice', [
    '你在创意实践方面还有很大的提升空间。试着多观察身边的事物，大胆把自己的想法画出来、做出来，不必害怕出错。',
    '你已经能完成基本的创作任务，但作品的想法还比较常规。可以多尝试不同的材料和表现方法，让创意更有个性。',
    '你的创意实践能力较好，能够结合生活经验进行构思和制作。构思时多问自己几个“还可以怎样”，作品会更有新意。',
    '你的创意实践表现突出，构思新颖、动手能力强，能把奇思妙想变成完整的作品。希望你保持探索精神，勇于挑战更复杂的创作。',
  ]),
  dim('art', 'art_expression', [
    '你对造型、色彩等基本表现方法掌握得还不够牢固。建议从简单的线条和色彩练习开始，每天坚持画一点，会慢慢进步。',
    '你能运用一些基本的美术语言进行表现，但线条、色彩和构图的处理还不够熟练。多临摹优秀作品、多动手练习，表现力会明显增强。',
    '你能较好地运用造型、色彩和构图表达自己的感受，画面比较完整。注意细节刻画与整体效果的统一，作品会更加生动。',
    '你的艺术表现能力很强，能熟练运用多种美术语言和工具材料表达情感与想法，作品富有感染力。期待你逐渐形成属于自己的风格。',
  ]),
  dim('art', 'aesthetic_judgement', [
    '你在欣赏和评价美术作品时还缺少方法。可以先从说出“我喜欢哪里、为什么喜欢”开始，慢慢学会用美术语言表达自己的看法。',
    '你能对作品说出简单的感受，但判断的依据还不够充分。多参观美术馆、多听老师和同学的评述，你的审美眼光会越来越敏锐。',
    '你具有较好的审美判断能力，能从形式和内容等方面评价作品的美。继续比较不同风格的作品，你的见解会更加深入。',
    '你的审美判断能力出色，能有理有据地分析作品的形式美和思想内涵，并形成独到见解。希望你把这份审美素养带到生活的方方面面。',
  ]),
  dim('art', 'image_reading', [
    '你在观察和解读图像方面还需要加强。看一幅作品时，试着先找出其中的形状、色彩和空间关系，再想想作者想表达什么。',
    '你能识别图像中的主要内容，但对形式特征和背后含义的理解还比较浅。多读图、多比较，会帮助你看得更细、更深。',
    '你的图像识读能力较好，能从形状、色彩、肌理等方面解读图像并理解其含义。继续尝试识读不同时代、不同媒介的图像吧。',
    '你的图像识读能力很强，能准确把握图像的形式特征与文化内涵，并能联系创作背景加以分析。在读图时代，这是非常宝贵的能力。',
  ]),
  dim('art', 'cultural_understanding', [
    '你对美术作品背后的文化背景了解还比较少。可以从身边的剪纸、年画、民居等传统艺术入手，听一听它们背后的故事。',
    '你对中外美术文化有一些了解，但还不够系统。读一读美术史小故事、逛一逛博物馆，能帮助你更好地理解艺术与文化的关系。',
    '你能较好地理解美术作品与社会、历史和文化的联系，尊重多元文化。继续积累，你会更深刻地体会到中华优秀传统文化的魅力。',
    '你的文化理解能力突出，能在文化情境中理解和阐释美术作品，对中华优秀传统文化和世界多元文化都有深入认识。愿你做传统文化的小小传承人。',
  ]),
  // ---- music: dimension percentages (comment_academic)
  dim('music', 'common_knowledge', [
    '你对音乐基础常识的掌握还比较薄弱。建议从认识常见的音乐符号、乐器和作曲家开始，课后多复习课堂上学过的知识。',
    '你掌握了一部分音乐常识，但还有不少知识点比较模糊。把学过的乐理和乐器知识整理成小卡片，常看常记会更牢固。',
    '你的音乐常识比较扎实，能正确理解大部分音乐基础知识。继续拓展对中外音乐家和民族乐器的了解，知识面会更宽广。',
    '你的音乐常识非常丰富，乐理、乐器和音乐史知识都掌握得很好。希望你把这些知识运用到聆听和表演中，让音乐学习更有深度。',
  ]),
  dim('music', 'style_and_genre', [
    '你辨别不同音乐风格和流派还比较困难。可以多听听民歌、戏曲、古典音乐和流行音乐，感受它们听起来有什么不同。',
    '你能分辨一些明显的音乐风格，但对地域和民族风格的特点把握还不够。聆听时留意旋律、节奏和演唱方式，会帮助你更好地辨别。',
    '你能较好地辨别不同地区、民族和时代的音乐风格，并说出它们的一些特点。继续扩大聆听范围，你对风格的感受会更加细腻。',
    '你对音乐风格与流派有出色的辨别力，能准确说出不同风格的特征及其文化背景。希望你继续广泛聆听，做一个有见识的音乐欣赏者。',
  ]),
  dim('music', 'emotion', [
    '你对音乐所表达情绪的感受还不够敏锐。聆听时可以闭上眼睛，想一想这段音乐让你觉得欢快、激动还是安静。',
    '你能感受到音乐中明显的情绪变化，但描述还比较简单。试着联系速度、力度的变化，说说音乐的情绪为什么会发生改变。',
    '你能较好地体验和描述音乐的情绪与情感，并能结合音乐要素说明理由。在演唱演奏时，也试着把这些情感表达出来吧。',
    '你对音乐情感的体验深刻而细腻，能准确把握作品的情绪变化，并用恰当的语言表达感受。你的音乐感受力令人欣喜。',
  ]),
  dim('music', 'genre_and_form', [
    '你对音乐体裁和表演形式的认识还比较少。可以先从分辨独唱与合唱、进行曲与摇篮曲这些常见的体裁和形式开始。',
    '你认识了一些常见的音乐体裁和表演形式，但区分时还容易混淆。多听多比较，记住每种体裁的主要特点。',
    '你能较好地辨别常见的音乐体裁与表演形式，并了解它们的基本特点。继续认识协奏曲、交响曲等更多体裁，你的欣赏会更加丰富。',
    '你对音乐体裁与形式掌握得十分扎实，能准确辨别并说明各种体裁和表演形式的特点。希望你尝试分析作品的曲式结构，向更高层次迈进。',
  ]),
  dim('music', 'expressive_elements', [
    '你对节奏、旋律、速度、力度等音乐表现要素的感知还需要加强。可以跟着音乐拍手、哼唱，先把节奏和旋律的感觉找准。',
    '你能感知一些基本的音乐表现要素，但对音色、力度等变化的辨别还不够准确。聆听时每次专注于一个要素，逐步提高辨别能力。',
    '你能较好地感知和辨别音乐表现要素，并理解它们在塑造音乐形象中的作用。继续在演唱演奏中有意识地运用这些要素。',
    '你对音乐表现要素的感知敏锐、理解透彻，能够分析它们如何共同塑造音乐形象。你已具备良好的音乐听觉素养，继续加油！',
  ]),
  // ---- knowledge and skill summaries (comment_academic)
  spec('art', 'knowledge', '美术基础知识', ACA, B_SUMMARY, [
    '你的美术基础知识得分较低，很多知识点还没有掌握。请回到课本，从色彩、造型等最基础的内容开始认真复习。',
    '你的美术基础知识掌握得还不够扎实，部分常见知识点存在漏洞。建议整理错题，找出薄弱环节有针对性地补习。',
    '你掌握了一部分美术基础知识，对课内内容有一定了解。再加强对中外美术作品和传统工艺知识的积累，成绩会有明显提高。',
    '你的美术基础知识掌握较好，大部分题目都能正确作答。对容易混淆的知识点多加辨析，争取更上一层楼。',
    '你的美术基础知识掌握得非常扎实，知识面宽广。希望你在欣赏和创作中灵活运用这些知识，让知识真正变成能力。',
  ]),
  spec('art', 'skill', '美术基本技能', ACA, B_SUMMARY, [
    '你的美术技能作品还有很大提升空间，基本的造型和用色还不够熟练。请在老师指导下多做基础练习，相信你会逐步进步。',
    '你的作品能体现一定的表现意图，但造型、构图和色彩的处理还比较稚嫩。坚持每周完成一幅小作品，技能会越来越熟练。',
    '你的美术技能达到了基本要求，作品完整度尚可。在细节刻画和画面整体效果上多下功夫，作品会更加出彩。',
    '你的美术技能较好，作品构图合理、色彩协调，具有一定的表现力。试着在作品中加入更多个人想法，让作品更有特色。',
    '你的美术技能非常出色，作品技法娴熟、构思巧妙、表现生动。希望你保持创作热情，积极参加各类美术展览和比赛。',
  ]),
  spec('music', 'knowledge', '音乐基础知识', ACA, B_SUMMARY, [
    '你的音乐基础知识得分较低，不少乐理和欣赏知识还没有掌握。请从识谱和常见音乐符号开始，一点一点把基础打牢。',
    '你的音乐基础知识还比较薄弱，容易在节拍、调式等知识点上出错。建议多做听辨练习，并把错题整理复习。',
    '你掌握了部分音乐基础知识，课内知识基本了解。多聆听课本中的欣赏曲目，把知识和作品联系起来，理解会更深入。',
    '你的音乐基础知识掌握较好，能正确回答大部分题目。继续拓展对中外音乐作品和音乐文化的了解，争取取得更好的成绩。',
    '你的音乐基础知识掌握得全面扎实，乐理与欣赏知识融会贯通。希望你把这些知识用到演唱、演奏和创编中去。',
  ]),
  spec('music', 'skill', '音乐基本技能', ACA, B_SUMMARY, [
    '你的音乐技能展示还有很大提升空间，音准和节奏都需要加强。每天跟着伴奏练习演唱或演奏几分钟，你会看到自己的进步。',
    '你能完成基本的演唱或演奏，但音准、节奏还不够稳定。练习时可以借助节拍器，先把节奏唱奏准确，再追求表现。',
    '你的音乐技能达到了基本要求，能够比较完整地演唱或演奏作品。注意气息、音色和强弱变化，表现会更加动听。',
    '你的音乐技能较好，演唱演奏音准节奏准确，有一定的表现力。尝试更深入地理解作品情感，并把它融入你的表演中。',
    '你的音乐技能非常出色，演唱演奏技巧熟练、表现富有感染力。希望你积极参加合唱、乐团等艺术活动，展示自己的才华。',
  ]),
  // ---- basic indicator parts (comment_basic)
  spec('art', 'attendance', '美术课出勤', BAS, B_ATTENDANCE, [
    '你的美术课出勤情况不太理想，缺课会让你错过很多学习和创作的机会。希望你今后按时上好每一节美术课。',
    '你的美术课出勤情况基本正常，但偶有迟到或缺勤。请合理安排时间，争取每节美术课都准时参加。',
    '你的美术课出勤情况非常好，始终按时参加课堂学习。良好的学习习惯是进步的基础，请继续保持！',
  ]),
  spec('music', 'attendance', '音乐课出勤', BAS, B_ATTENDANCE, [
    '你的音乐课缺勤较多，错过了不少聆听和歌唱的课堂体验。音乐学习贵在坚持，希望你今后每节课都能准时到场。',
    '你的音乐课出勤情况总体尚可，但还有迟到或请假的情况。准时走进音乐课堂，你会收获更多美妙的音乐体验。',
    '你的音乐课出勤表现优秀，每节课都准时参加。这份坚持会让你在音乐的世界里走得更远，继续保持！',
  ]),
  spec('art', 'activity', '课外美术活动', BAS, B_COURSE_ART, [
    '你参加课外美术活动还比较少。学校的美术社团、展览和兴趣课程都很精彩，期待你勇敢迈出第一步，积极参与其中。',
    '你参加了一些课外美术活动，有一定的参与热情。可以选择一个自己喜欢的美术社团长期坚持下去，收获会更多。',
    '你积极参加各类课外美术活动，在社团、展览等活动中表现活跃。希望你继续发挥特长，带动身边的同学一起感受美术的乐趣。',
  ]),
  spec('music', 'activity', '课外音乐活动', BAS, B_COURSE_MUSIC, [
    '你参加课外音乐活动的次数较少。合唱团、乐队和音乐兴趣课程都在等着你，试着加入一个吧，你会发现音乐带来的快乐。',
    '你参加了一定的课外音乐活动，表现出对音乐的兴趣。希望你更主动地参与排练和演出，在实践中提升自己的音乐能力。',
    '你热心参与课外音乐活动，在合唱、器乐或文艺展演中表现积极。继续保持这份热情，让音乐成为你生活的一部分。',
  ]),
  spec('art', 'participation', '美术课堂参与', BAS, B_COURSE_ART, [
    '你在美术课堂上参与得不够主动，很少发言和展示作品。请大胆说出自己的想法，老师和同学都期待看到你的创作。',
    '你在美术课上能参与基本的学习活动，有时也会发表自己的看法。希望你更积极地参与讨论与合作，课堂收获会更大。',
    '你在美术课堂上表现积极，乐于思考、主动发言，善于与同学合作完成作品。你的投入让课堂更加精彩，请继续保持。',
  ]),
  spec('music', 'participation', '音乐课堂参与', BAS, B_COURSE_MUSIC, [
    '你在音乐课上参与得不够积极，演唱和律动时常常比较拘谨。放松心情，跟着大家一起唱起来、动起来吧！',
    '你在音乐课上能跟随老师参与学习活动，但主动表现的机会还不多。下次试着主动举手领唱或表演，你一定可以的。',
    '你在音乐课堂上投入而活跃，积极参与演唱、演奏和律动，乐于展示自己。你的热情感染了身边的同学，真棒！',
  ]),
  spec('art', 'completion', '美术作业完成', BAS, B_COURSE_ART, [
    '你的美术作业完成情况不太理想，有些作业没有按时提交。请认真对待每一次作业，它们是提高美术技能的好机会。',
    '你基本能完成美术作业，但部分作业完成得比较仓促。多花一点时间构思和修改，作品质量会明显提高。',
    '你能按时、认真地完成美术作业，作品完整且用心。这种认真负责的态度非常可贵，希望你继续保持。',
  ]),
  spec('music', 'completion', '音乐作业完成', BAS, B_COURSE_MUSIC, [
    '你的音乐作业完成得不够好，练唱、练奏等任务常有遗漏。请养成课后及时练习的习惯，把课堂所学巩固下来。',
    '你能完成大部分音乐作业，但练习还不够充分。每天抽出一点时间练唱练奏，你的进步会更加明显。',
    '你能按时高质量地完成音乐作业，课后练习认真扎实。这份自觉和坚持是你不断进步的秘诀，继续加油！',
  ]),
  // ---- development indicator parts (comment_development)
  spec('art', 'artistic_merit', '美术艺术特长', DEV, B_DEVELOPMENT_PART, [
    '你在美术比赛和展览中的获奖还不多。不要灰心，多参加校内外的美术活动、积累经验，你的作品也会被更多人看见。',
    '你在美术方面取得了一定的成绩，获得过一些奖项或荣誉。继续精进技艺，勇于挑战更高级别的比赛和展览。',
    '你在美术方面成绩突出，在各级比赛和展览中屡获佳绩，祝贺你！希望你不骄不躁，在艺术道路上走得更远。',
  ]),
  spec('music', 'artistic_merit', '音乐艺术特长', DEV, B_DEVELOPMENT_PART, [
    '你在音乐比赛和展演中的获奖还比较少。每一次登台都是成长，希望你多争取表演机会，收获会不期而至。',
    '你在音乐方面取得了可喜的成绩，获得过一定的奖项或荣誉。继续刻苦练习，向更高级别的舞台发起挑战吧。',
    '你在音乐方面的特长十分突出，在各级比赛和展演中取得了优异成绩，为你骄傲！希望你继续用音乐传递美好。',
  ]),
  spec('art', 'off_campus_learning', '校外美术学习', DEV, B_DEVELOPMENT_PART, [
    '你在校外的美术学习和实践还比较少。周末可以去美术馆、博物馆看看展览，让艺术走进你的课余生活。',
    '你有一定的校外美术学习经历，参加过一些参观或实践活动。希望你坚持下去，把校外的所见所学运用到课堂创作中。',
    '你的校外美术学习丰富而持续，经常参观展览、参与艺术实践。开阔的艺术视野让你的作品更有底蕴，请继续保持。',
  ]),
  spec('music', 'off_campus_learning', '校外音乐学习', DEV, B_DEVELOPMENT_PART, [
    '你的校外音乐学习和实践经历还不多。可以去听一场音乐会，或参加社区的文艺活动，在更广阔的天地里感受音乐。',
    '你有一些校外音乐学习和实践经历，对音乐保持着兴趣。希望你多观摩高水平的演出，进一步开阔音乐视野。',
    '你积极参与校外音乐学习与实践，经常欣赏音乐会、参加文艺演出。丰富的音乐经历正在滋养你的成长，继续加油！',
  ]),
  // ---- the three indicator totals (comment_overall)
  spec('art', 'academic', '美术学业指标', OVR, B_ACADEMIC, [
    '你的美术学业指标得分偏低，基础知识和基本技能都需要加强。请认真上好每一节美术课，在老师帮助下制定学习计划，稳步提高。',
    '你的美术学业指标达到合格水平，掌握了基本的美术知识与技能。找准薄弱环节重点突破，你还有很大的进步空间。',
    '你的美术学业指标表现良好，知识与技能掌握得比较全面。继续提升作品的创意和表现力，争取达到优秀。',
    '你的美术学业指标表现优秀，知识扎实、技能娴熟。希望你保持对美术的热爱，在创作中展现更多的个性与才华。',
  ]),
  spec('music', 'academic', '音乐学业指标', OVR, B_ACADEMIC, [
    '你的音乐学业指标得分偏低，基础知识和演唱演奏技能都有待加强。请从识谱和音准节奏练起，一步一个脚印地进步。',
    '你的音乐学业指标达到合格水平，具备了基本的音乐知识和技能。多听、多唱、多练，你的音乐素养会更上一层楼。',
    '你的音乐学业指标表现良好，知识与技能比较扎实。在表现的情感和细节上再下功夫，你离优秀只有一步之遥。',
    '你的音乐学业指标表现优秀，乐理知识扎实、演唱演奏能力出色。愿你继续在音乐中探索，发现更多美的可能。',
  ]),
  spec('art', 'basic', '美术基础指标', OVR, B_BASIC, [
    '你的美术基础指标得分较低，出勤、课堂参与、作业和课外活动都需要改进。希望你从按时上课、认真完成作业做起。',
    '你的美术基础指标还有提升空间，课堂学习和课外活动的参与都不够充分。请更加主动地投入美术学习，争取达到良好水平。',
    '你的美术基础指标表现良好，能够按时上课、参与课堂并完成作业。如果更多地参加课外美术活动，你会收获更多。',
    '你的美术基础指标表现优秀，出勤好、课堂投入、作业认真，并积极参加课外美术活动。你是同学们学习的好榜样！',
  ]),
  spec('music', 'basic', '音乐基础指标', OVR, B_BASIC, [
    '你的音乐基础指标得分较低，出勤、课堂表现和课外活动都需要加强。希望你重视音乐课，从积极参与每一节课开始改变。',
    '你的音乐基础指标尚有不足，课堂参与和课后练习还不够。请更主动地参与音乐学习，让自己的音乐素养稳步提高。',
    '你的音乐基础指标表现良好，学习态度端正，能够认真参与音乐课堂。若能多参加课外音乐活动，发展会更加全面。',
    '你的音乐基础指标表现优秀，出勤稳定、课堂积极、练习认真，课外音乐活动也很活跃。请继续保持这份热爱与投入！',
  ]),
  spec('art', 'development', '美术发展指标', OVR, B_DEVELOPMENT, [
    '你在美术方面的发展性表现还比较少，校外学习和艺术特长有待培养。找到一项自己喜欢的美术门类坚持学下去吧。',
    '你在美术方面已有一定的拓展学习经历。继续参加校外美术学习，并尝试参加比赛和展览，让特长逐步显现。',
    '你在美术方面的发展表现良好，校外学习积极，并取得了一些成绩。希望你持续深耕，让美术特长更加突出。',
    '你在美术方面的发展表现非常突出，校外学习丰富、艺术特长鲜明、成果丰硕。愿你在艺术之路上不断追求卓越。',
  ]),
  spec('music', 'development', '音乐发展指标', OVR, B_DEVELOPMENT, [
    '你在音乐方面的拓展学习和特长展示还比较少。选一件喜欢的乐器或加入一个合唱团，开启你的音乐特长之旅吧。',
    '你在音乐方面有了一些拓展学习经历，展现出发展潜力。坚持练习并多参加展演，你的音乐特长会越来越明显。',
    '你在音乐方面的发展表现良好，校外学习坚持得不错，也取得了一些成绩。继续努力，让音乐特长成为你的闪光点。',
    '你在音乐方面的发展表现十分出色，特长突出、成果丰硕。期待你在更大的舞台上绽放光彩！',
  ]),
];

/** The band table shared by the comment seed and the report code that picks comments. */
export const SCORING_BANDS: readonly ScoringBandRow[] = COMMENT_SPECS.map(({ bands, ...row }) => ({
  ...row,
  bands: bands.map(({ low, high }) => ({ low, high })),
}));

/** The band row of a subject and indicator segment (e.g. `dimension_emotion`, `attendance`, `academic`). */
export function scoringBandRow(subject: CommentSubject, indicator: string): ScoringBandRow | undefined {
  return SCORING_BANDS.find((r) => r.subject === subject && r.indicator === indicator);
}

/** The comment dictionary type and key for a score, or undefined when the indicator or score is unknown. */
export function commentKeyForScore(
  subject: CommentSubject,
  indicator: string,
  score: number,
): { dictType: CommentDictCode; key: string } | undefined {
  const row = scoringBandRow(subject, indicator);
  const band = row && findBand(row.bands, score);
  if (!row || !band) return undefined;
  return { dictType: row.dictType, key: commentKey(subject, indicator, band.low, band.high) };
}

/** Grade keys of radar_chart_comment (PRODUCT.md §2: excellent ≥ 90, good 75–89.9, pass 60–74.9, fail < 60). */
export const RADAR_GRADES = ['excellent', 'good', 'pass', 'fail'] as const;
export type RadarGrade = (typeof RADAR_GRADES)[number];

// ---------------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------------

type Entry = readonly [code: string, value: string, tagType?: DictTagType, extra?: Partial<DictItemSeed>];

/** Items in listed order; orderNo 1, 2, 3 … */
function list(entries: readonly Entry[]): DictItemSeed[] {
  return entries.map(([code, value, tagType, extra], i) => ({
    code,
    value,
    orderNo: i + 1,
    ...(tagType !== undefined ? { tagType } : {}),
    ...extra,
  }));
}

/** Items whose codes are consecutive numbers (or `prefix` + number) starting at `first`. */
function numbered(labels: readonly string[], first: number, prefix = ''): DictItemSeed[] {
  return labels.map((value, i) => ({ code: `${prefix}${first + i}`, value, orderNo: i + 1 }));
}

function commentItems(dictType: CommentDictCode): DictItemSeed[] {
  const out: DictItemSeed[] = [];
  for (const s of COMMENT_SPECS) {
    if (s.dictType !== dictType) continue;
    for (const b of s.bands) {
      out.push({
        code: commentKey(s.subject, s.indicator, b.low, b.high),
        value: `${SUBJECT_LABEL[s.subject]}·${s.label} ${b.low}-${b.high}${s.unit}`,
        orderNo: out.length + 1,
        extData: b.text,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------
// Reference lists
// ---------------------------------------------------------------------------------------------------------------------

/** The 56 ethnic groups in GB/T 3304 order (汉族 first); codes nation_1001 … nation_1056. */
const NATIONS = [
  '汉族',
  '蒙古族',
  '回族',
  '藏族',
  '维吾尔族',
  '苗族',
  '彝族',
  '壮族',
  '布依族',
  '朝鲜族',
  '满族',
  '侗族',
  '瑶族',
  '白族',
  '土家族',
  '哈尼族',
  '哈萨克族',
  '傣族',
  '黎族',
  '傈僳族',
  '佤族',
  '畲族',
  '高山族',
  '拉祜族',
  '水族',
  '东乡族',
  '纳西族',
  '景颇族',
  '柯尔克孜族',
  '土族',
  '达斡尔族',
  '仫佬族',
  '羌族',
  '布朗族',
  '撒拉族',
  '毛南族',
  '仡佬族',
  '锡伯族',
  '阿昌族',
  '普米族',
  '塔吉克族',
  '怒族',
  '乌孜别克族',
  '俄罗斯族',
  '鄂温克族',
  '德昂族',
  '保安族',
  '裕固族',
  '京族',
  '塔塔尔族',
  '独龙族',
  '鄂伦春族',
  '赫哲族',
  '门巴族',
  '珞巴族',
  '基诺族',
] as const;

/** art_knowledge_point codes 26-50, in the seed's order. */
const ART_KNOWLEDGE_POINTS = [
  '中国画',
  '版画',
  '油画',
  '漫画',
  '壁画',
  '标志',
  '海报',
  '书籍封面',
  '产品',
  '包装',
  '服装',
  '剪纸',
  '编织',
  '风筝',
  '年画',
  '皮影',
  '刺绣',
  '泥塑',
  '建筑',
  '陶艺',
  '摄影',
  '网页',
  '废物利用',
  '书法',
  '其他',
] as const;

/** music_knowledge_point codes 1-25 (items not in the seed): knowledge points of the school music curriculum. */
const MUSIC_KNOWLEDGE_POINTS = [
  '节奏',
  '节拍',
  '音高',
  '音色',
  '力度',
  '速度',
  '旋律',
  '调式',
  '和声',
  '曲式',
  '民歌',
  '戏曲',
  '器乐',
  '乐器识别',
  '合唱',
  '独唱',
  '中国民族乐器',
  '西洋乐器',
  '作曲家',
  '音乐体裁',
  '识谱',
  '音乐符号',
  '音乐欣赏',
  '世界音乐',
  '其他',
] as const;

const GRADES = [
  '一年级',
  '二年级',
  '三年级',
  '四年级',
  '五年级',
  '六年级',
  '七年级',
  '八年级',
  '九年级',
  '高一',
  '高二',
  '高三',
] as const;

const SCHOOL_TYPES: readonly Entry[] = [
  ['201', '普通小学'],
  ['202', '九年一贯制学校'],
  ['203', '十二年一贯制学校'],
  ['204', '普通初中'],
  ['205', '完全中学'],
  ['206', '普通高中'],
  ['207', '职业高中'],
];

// ---------------------------------------------------------------------------------------------------------------------
// The dictionary types
// ---------------------------------------------------------------------------------------------------------------------

type TypeDef = Omit<DictTypeSeed, 'orderNo'>;

const TYPES: readonly TypeDef[] = [
  // ---- people and organisations
  {
    code: 'gender',
    name: '性别',
    items: list([
      ['0', '女'],
      ['1', '男'],
    ]),
  },
  { code: 'nation', name: '民族', remark: '56个民族，GB/T 3304 顺序', items: numbered(NATIONS, 1001, 'nation_') },
  { code: 'grade', name: '年级', remark: '1-12：小学一年级至高三', items: numbered(GRADES, 1) },
  {
    code: 'term',
    name: '学期',
    items: list([
      ['1', '上学期'],
      ['2', '下学期'],
    ]),
  },
  {
    code: 'subject',
    name: '学科',
    remark:
      '规格中“writing (type disabled)”指原系统中该字典类型停用；本平台技能测评需要美术、音乐、书法三科，故类型与书法项均启用',
    items: list([
      ['art', '美术'],
      ['music', '音乐'],
      ['writing', '书法', undefined, { remark: '书法仅用于技能测评（作品评审），无知识测评维度与评语分段' }],
    ]),
  },
  {
    code: 'org_type',
    name: '组织机构类型',
    items: list([['101', '省级教委'], ['102', '市级教委'], ['103', '区县教委'], ...SCHOOL_TYPES]),
  },
  { code: 'school_type_1', name: '学校类型', remark: '学校的办学类型，编码同 org_type', items: list(SCHOOL_TYPES) },
  {
    code: 'geographical_type',
    name: '地域类型',
    items: list([
      ['A', '城镇'],
      ['B', '农村'],
    ]),
  },
  {
    code: 'permission_of_view_score',
    name: '成绩查看权限',
    remark: '测评中允许查看学生个人成绩的最低层级',
    items: list([
      ['0', '市教委'],
      ['1', '区教委'],
      ['2', '学校'],
    ]),
  },
  // ---- teacher profile
  {
    code: 'title',
    name: '教师职称',
    items: list([
      ['0', '未评'],
      ['1', '三级教师'],
      ['2', '二级教师'],
      ['3', '一级教师'],
      ['4', '高级教师'],
      ['5', '正高级教师'],
    ]),
  },
  {
    code: 'administrative_level',
    name: '行政级别',
    items: numbered(['无', '科员', '副科级', '正科级', '副处级', '正处级', '副局级', '正局级', '局级以上'], 0),
  },
  { code: 'degree', name: '学位', items: numbered(['无', '学士', '双学士', '硕士', '博士'], 0) },
  {
    code: 'education_level',
    name: '学历',
    items: numbered(['初中及以下', '高中（中专）', '大专', '本科', '研究生'], 0),
  },
  { code: 'mentor_type', name: '导师类型', items: numbered(['无', '硕士生导师', '博士生导师'], 0) },
  // ---- question base
  {
    code: 'art_dimension',
    name: '美术维度',
    items: numbered(['艺术表现', '文化理解', '图像识读', '创意实践', '审美判断'], 1),
  },
  {
    code: 'music_dimension',
    name: '音乐维度',
    items: numbered(['音乐常识', '音乐风格与流派', '音乐情绪与情感', '音乐体裁与形式', '音乐表现要素'], 6),
  },
  { code: 'art_knowledge_point', name: '美术知识点', items: numbered(ART_KNOWLEDGE_POINTS, 26) },
  { code: 'music_knowledge_point', name: '音乐知识点', items: numbered(MUSIC_KNOWLEDGE_POINTS, 1) },
  {
    code: 'art_textbook_type',
    name: '美术教材版本',
    status: 2,
    items: list([
      ['ms001', '人教版'],
      ['ms002', '人美版'],
      ['ms003', '湘美版'],
    ]),
  },
  {
    code: 'music_textbook_type',
    name: '音乐教材版本',
    status: 2,
    items: list([
      ['yy001', '人音版'],
      ['yy002', '人教版'],
      ['yy003', '湘艺版'],
      ['yy004', '花城版'],
    ]),
  },
  {
    code: 'inbook_or_not',
    name: '是否教材内',
    items: list([
      ['1', '教材内'],
      ['2', '教材外'],
    ]),
  },
  {
    code: 'question_type',
    name: '题型',
    items: numbered(['单选题', '多选题', '判断题', '填空题', '简答题'], 1),
  },
  { code: 'question_level', name: '题目难度', items: numbered(['一星', '二星', '三星', '四星', '五星'], 1) },
  {
    code: 'question_status',
    name: '题目状态',
    items: list([
      ['-100', '已删除', 'danger'],
      ['-10', '已退回', 'warning'],
      ['0', '已停用', 'info'],
      ['10', '草稿', 'default'],
      ['15', '学校审核', ''],
      ['20', '待审核', ''],
      ['30', '待复核', ''],
      ['100', '已启用', 'success'],
    ]),
  },
  // ---- quality evaluation (knowledge exam)
  {
    code: 'evaluation_type',
    name: '测评类型',
    items: list([
      ['0', '抽样测评'],
      ['1', '全员测评'],
    ]),
  },
  {
    code: 'evaluation_status',
    name: '测评状态',
    items: list([
      ['0', '草稿', 'info'],
      ['10', '预发布', 'warning'],
      ['20', '已发布', 'success'],
      ['30', '已结束', 'default'],
    ]),
  },
  {
    code: 'paper_rule',
    name: '组卷规则',
    items: list([
      ['0', '随机组卷（一人一套）'],
      ['1', '随机组卷（统一试卷）'],
      ['2', '手动组卷（统一试卷）'],
    ]),
  },
  {
    code: 'score_method',
    name: '计分方式',
    items: list([
      ['0', '最高分'],
      ['1', '平均分'],
    ]),
  },
  {
    code: 'question_order',
    name: '题目顺序',
    items: list([
      ['1', '顺序一致'],
      ['2', '随机打乱'],
    ]),
  },
  {
    code: 'answer_arrangement',
    name: '答题排列',
    items: list([
      ['0', '按题目顺序'],
      ['1', '自定义', 'info', { status: 2, remark: '暂未启用' }],
    ]),
  },
  {
    code: 'answer_sort_type',
    name: '选项排列方式',
    items: list([
      ['-1', '默认'],
      ['0', '单列'],
      ['1', '单行'],
      ['2', '两两排列'],
    ]),
  },
  // ---- skill evaluation (works and expert review)
  {
    code: 'skill_file_type',
    name: '技能作品文件类型',
    items: list([
      ['audio', '音频'],
      ['picture', '图片'],
      ['video', '视频'],
    ]),
  },
  {
    code: 'skill_evaluation_status',
    name: '技能测评作品状态',
    items: list([
      ['0', '初评', ''],
      ['10', '复评', 'warning'],
      ['20', '已结束', 'success'],
    ]),
  },
  {
    code: 'skill_evaluation_confirm_status',
    name: '技能测评确认状态',
    items: list([
      ['0', '待确认', 'info'],
      ['1', '已确认', 'success'],
      ['2', '已驳回', 'danger'],
    ]),
  },
  {
    code: 'confirm_status',
    name: '确认状态',
    items: list([
      ['0', '待确认', 'info'],
      ['1', '已接受', 'success'],
      ['2', '已拒绝', 'danger'],
    ]),
  },
  {
    code: 'group_type',
    name: '专家组类型',
    items: list([
      ['1', '初评组'],
      ['2', '复评组'],
    ]),
  },
  {
    code: 'progress_status',
    name: '进度状态',
    items: list([
      ['0', '进行中', ''],
      ['1', '已结束', 'info'],
    ]),
  },
  {
    code: 'completion_status',
    name: '完成状态',
    items: list([
      ['0', '未完成', 'warning'],
      ['1', '已完成', 'success'],
    ]),
  },
  // ---- questionnaires
  {
    code: 'questionnaire_status',
    name: '问卷状态',
    items: list([
      ['0', '草稿', 'info'],
      ['10', '已发布', 'success'],
      ['20', '已结束', 'default'],
    ]),
  },
  // ---- growth archive
  {
    code: 'auditing_status',
    name: '成长档案审核状态',
    items: list([
      ['0', '待提交', 'info'],
      ['1', '退回修改', 'warning'],
      ['10', '已提交待审核', ''],
      ['20', '审核通过', 'success'],
    ]),
  },
  {
    code: 'material_type',
    name: '材料类型',
    items: numbered(['创意作品', '社会实践', '荣誉证书', '课程记录'], 1),
  },
  {
    code: 'material_level',
    name: '材料级别',
    items: numbered(['国家级', '省（市）级', '区（县）级', '校级', '其他'], 1),
  },
  {
    code: 'artistic_award_level',
    name: '艺术获奖级别',
    items: list([
      ['1', '国家级'],
      ['2', '省（市）级'],
      ['3', '区（县）级'],
      ['5', '校级'],
    ]),
  },
  {
    code: 'external_award_rank',
    name: '获奖等次',
    items: list([
      ['1', '一等奖'],
      ['2', '二等奖'],
      ['3', '三等奖'],
    ]),
  },
  {
    code: 'honor_certificate',
    name: '荣誉证书类型',
    items: numbered(['艺术比赛获奖证书', '艺术展演获奖证书', '艺术考级证书', '荣誉称号', '其他'], 1),
  },
  {
    code: 'practice_materials',
    name: '社会实践材料类型',
    items: numbered(['参观展览', '观摩演出', '艺术研学', '社区文艺服务', '非遗体验', '其他'], 1),
  },
  {
    code: 'creation_type',
    name: '创作类型',
    items: numbered(['作品创作', '表演展示', '作品改编', '其他'], 1),
  },
  {
    code: 'cooperation',
    name: '参与方式',
    items: list([
      ['0', '个人'],
      ['1', '团体'],
    ]),
  },
  // ---- activities and attendance
  {
    code: 'activity_type',
    name: '活动类别',
    items: list([
      ['1', '学校社团'],
      ['2', '艺术展览'],
      ['3', '艺术展演'],
      ['4', '兴趣课程'],
      ['5', '校外艺术实践', undefined, { remark: '校外学习，计入发展指标' }],
    ]),
  },
  {
    code: 'attendance_status',
    name: '考勤状态',
    items: list([
      ['present', '出勤', 'success'],
      ['late', '迟到', 'warning'],
      ['leave', '请假', 'info'],
      ['absent', '缺勤', 'danger'],
    ]),
  },
  // ---- aesthetic material / one school one product
  {
    code: 'aesthetic_material_management',
    name: '美育资料开放状态',
    items: list([
      ['0', '禁止', 'danger'],
      ['1', '开放', 'success'],
    ]),
  },
  {
    code: 'onepro_status',
    name: '一校一品审核状态',
    items: list([
      ['0', '待提交', 'info'],
      ['1', '已退回', 'warning'],
      ['10', '待审核', ''],
      ['20', '未通过', 'danger'],
      ['50', '已通过', 'success'],
    ]),
  },
  {
    code: 'onepro_status2',
    name: '学校自评状态',
    items: list([
      ['0', '待提交', 'info'],
      ['10', '已提交', 'success'],
    ]),
  },
  // ---- report comments
  {
    code: 'radar_chart_comment',
    name: '雷达图评语',
    remark: '学生报告总评语，按等级取用；extData 为评语正文',
    items: list([
      [
        'excellent',
        '优秀',
        'success',
        {
          remark: '总分 ≥ 90',
          extData:
            '你的艺术素质测评成绩优秀！你热爱艺术、基础扎实，在课堂学习、艺术实践和个性发展方面都表现出色。希望你保持这份热爱，用艺术点亮更加精彩的人生。',
        },
      ],
      [
        'good',
        '良好',
        '',
        {
          remark: '75 ≤ 总分 < 90',
          extData:
            '你的艺术素质测评成绩良好，具备较扎实的艺术知识与技能，学习态度积极。对照雷达图找到相对薄弱的维度加以提升，你一定能迈向优秀。',
        },
      ],
      [
        'pass',
        '合格',
        'warning',
        {
          remark: '60 ≤ 总分 < 75',
          extData:
            '你的艺术素质测评成绩合格，已经掌握了基本的艺术知识与技能。艺术学习需要日积月累，多观察、多练习、多参与，你会看到自己明显的进步。',
        },
      ],
      [
        'fail',
        '不合格',
        'danger',
        {
          remark: '总分 < 60',
          extData:
            '这次艺术素质测评你还没有达到合格要求，但这并不代表你缺少艺术潜力。请在老师的帮助下从基础学起，积极参与课堂和艺术活动，相信下一次你会有更好的表现。',
        },
      ],
    ]),
  },
  {
    code: COMMENT_DICT_TYPES.academic,
    name: '学业指标评语',
    remark: '维度得分率、基础知识、基本技能评语；编码 <学科>_<指标>_<下限>_<上限>',
    items: commentItems(COMMENT_DICT_TYPES.academic),
  },
  {
    code: COMMENT_DICT_TYPES.basic,
    name: '基础指标评语',
    remark: '出勤、课外活动、课堂参与、作业完成评语；编码 <学科>_<指标>_<下限>_<上限>',
    items: commentItems(COMMENT_DICT_TYPES.basic),
  },
  {
    code: COMMENT_DICT_TYPES.development,
    name: '发展指标评语',
    remark: '艺术特长、校外学习评语；编码 <学科>_<指标>_<下限>_<上限>',
    items: commentItems(COMMENT_DICT_TYPES.development),
  },
  {
    code: COMMENT_DICT_TYPES.overall,
    name: '三项指标综合评语',
    remark: '学业、基础、发展三项指标总分评语；编码 <学科>_<指标>_<下限>_<上限>',
    items: commentItems(COMMENT_DICT_TYPES.overall),
  },
  // ---- code generation
  {
    code: 'code_gen_control_type',
    name: '代码生成控件类型',
    items: list([
      ['Input', '输入框'],
      ['InputNumber', '数字输入框'],
      ['InputTextArea', '文本域'],
      ['DictSelector', '字典选择器'],
      ['ConstSelector', '常量选择器'],
      ['EnumSelector', '枚举选择器'],
      ['DatePicker', '日期选择器'],
      ['Switch', '开关'],
      ['ForeignKey', '外键'],
      ['ApiTreeSelector', '树选择器'],
      ['Upload', '上传'],
    ]),
  },
  {
    code: 'code_gen_query_type',
    name: '代码生成查询方式',
    items: list([
      ['==', '等于'],
      ['like', '模糊'],
      ['>', '大于'],
      ['<', '小于'],
      ['>=', '大于等于'],
      ['<=', '小于等于'],
      ['!=', '不等于'],
      ['~', '范围'],
    ]),
  },
  {
    code: 'code_gen_net_type',
    name: '代码生成.NET类型',
    items: list([
      ['string', 'string'],
      ['int', 'int'],
      ['long', 'long'],
      ['bool', 'bool'],
      ['decimal', 'decimal'],
      ['double', 'double'],
      ['float', 'float'],
      ['DateTime', 'DateTime'],
      ['DateTimeOffset', 'DateTimeOffset'],
      ['Guid', 'Guid'],
      ['byte', 'byte'],
      ['short', 'short'],
    ]),
  },
  {
    code: 'code_gen_create_type',
    name: '代码生成方式',
    items: list([
      ['100', '下载压缩包'],
      ['111', '下载压缩包（前端）'],
      ['121', '下载压缩包（后端）'],
      ['200', '生成到本项目'],
      ['211', '生成到本项目（前端）'],
      ['221', '生成到本项目（后端）'],
    ]),
  },
  {
    code: 'code_gen_base_class',
    name: '代码生成基类',
    status: 2,
    items: list([
      ['EntityBaseId', 'EntityBaseId', undefined, { remark: '仅主键' }],
      ['EntityBase', 'EntityBase', undefined, { remark: '主键与审计字段' }],
      ['EntityBaseData', 'EntityBaseData', undefined, { remark: '业务数据（含机构）' }],
      ['EntityTenant', 'EntityTenant', undefined, { remark: '租户实体' }],
      ['EntityTenantBaseData', 'EntityTenantBaseData', undefined, { remark: '租户业务数据' }],
    ]),
  },
  {
    code: 'code_gen_print_type',
    name: '代码生成打印类型',
    items: list([
      ['off', '不需要打印支持'],
      ['custom', '绑定打印模板'],
    ]),
  },
];

/** All bootstrap dictionary types with their items; type orderNo 10, 20, 30 … in listed order. */
export const DICT_SEED: DictTypeSeed[] = TYPES.map((t, i) => ({ ...t, orderNo: (i + 1) * 10 }));
