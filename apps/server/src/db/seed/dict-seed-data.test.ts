import { describe, expect, it } from 'vitest';
import {
  COMMENT_DICT_TYPES,
  COMMENT_DIMENSIONS,
  COMMENT_SUBJECTS,
  commentKey,
  commentKeyForScore,
  DICT_SEED,
  type DictTypeSeed,
  findBand,
  RADAR_GRADES,
  SCORING_BANDS,
} from './dict-seed-data';

const byCode = new Map(DICT_SEED.map((t) => [t.code, t]));

function type(code: string): DictTypeSeed {
  const t = byCode.get(code);
  if (!t) throw new Error(`dictionary type ${code} missing`);
  return t;
}

const codes = (code: string): string[] => type(code).items.map((i) => i.code);
const values = (code: string): string[] => type(code).items.map((i) => i.value);
const range = (from: number, to: number, prefix = ''): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

const REQUIRED_TYPES = [
  'artistic_award_level',
  'external_award_rank',
  'administrative_level',
  'aesthetic_material_management',
  'answer_arrangement',
  'answer_sort_type',
  'art_dimension',
  'music_dimension',
  'art_knowledge_point',
  'music_knowledge_point',
  'art_textbook_type',
  'music_textbook_type',
  'cooperation',
  'degree',
  'education_level',
  'evaluation_type',
  'gender',
  'geographical_type',
  'group_type',
  'inbook_or_not',
  'material_level',
  'material_type',
  'mentor_type',
  'nation',
  'activity_type',
  'auditing_status',
  'evaluation_status',
  'questionnaire_status',
  'onepro_status',
  'onepro_status2',
  'question_status',
  'skill_evaluation_status',
  'skill_evaluation_confirm_status',
  'confirm_status',
  'progress_status',
  'completion_status',
  'paper_rule',
  'score_method',
  'question_order',
  'question_type',
  'question_level',
  'skill_file_type',
  'subject',
  'permission_of_view_score',
  'org_type',
  'school_type_1',
  'title',
  'honor_certificate',
  'practice_materials',
  'creation_type',
  'attendance_status',
  'code_gen_control_type',
  'code_gen_query_type',
  'code_gen_net_type',
  'code_gen_create_type',
  'code_gen_base_class',
  'code_gen_print_type',
  'grade',
  'term',
  'radar_chart_comment',
  'comment_academic',
  'comment_basic',
  'comment_development',
  'comment_overall',
];

describe('DICT_SEED structure', () => {
  it('has unique type codes', () => {
    expect(new Set(DICT_SEED.map((t) => t.code)).size).toBe(DICT_SEED.length);
  });

  it('has unique item codes within every type', () => {
    for (const t of DICT_SEED) {
      const c = t.items.map((i) => i.code);
      expect(new Set(c).size, t.code).toBe(c.length);
    }
  });

  it('contains every required type, each with items', () => {
    for (const code of REQUIRED_TYPES) {
      expect(byCode.has(code), code).toBe(true);
      expect(type(code).items.length, code).toBeGreaterThan(0);
    }
  });

  it('respects the sys_dict column limits and has non-empty labels', () => {
    for (const t of DICT_SEED) {
      expect(t.code.length).toBeLessThanOrEqual(64);
      expect(t.name.length).toBeGreaterThan(0);
      expect(t.name.length).toBeLessThanOrEqual(64);
      expect((t.remark ?? '').length, t.code).toBeLessThanOrEqual(256);
      for (const i of t.items) {
        expect(i.code.length, i.code).toBeGreaterThan(0);
        expect(i.code.length, i.code).toBeLessThanOrEqual(64);
        expect(i.value.trim().length, i.code).toBeGreaterThan(0);
        expect(i.value.length, i.code).toBeLessThanOrEqual(128);
        expect((i.remark ?? '').length, i.code).toBeLessThanOrEqual(2048);
      }
    }
  });

  it('numbers types and items in ascending order', () => {
    const typeOrder = DICT_SEED.map((t) => t.orderNo);
    expect(typeOrder).toEqual([...typeOrder].sort((a, b) => a - b));
    expect(new Set(typeOrder).size).toBe(typeOrder.length);
    for (const t of DICT_SEED) {
      expect(
        t.items.map((i) => i.orderNo),
        t.code,
      ).toEqual(t.items.map((_, n) => n + 1));
    }
  });

  it('disables exactly the types the seed marks disabled', () => {
    const disabled = DICT_SEED.filter((t) => t.status === 2).map((t) => t.code);
    expect(disabled.sort()).toEqual(['art_textbook_type', 'code_gen_base_class', 'music_textbook_type']);
    expect(type('subject').status ?? 1).toBe(1);
  });
});

describe('reference dictionaries', () => {
  it('nation: 56 groups, nation_1001 onward, 汉族 first', () => {
    expect(codes('nation')).toEqual(range(1001, 1056, 'nation_'));
    expect(values('nation')[0]).toBe('汉族');
    expect(values('nation')[55]).toBe('基诺族');
    expect(new Set(values('nation')).size).toBe(56);
    for (const v of values('nation')) expect(v.endsWith('族')).toBe(true);
  });

  it('knowledge points: art 26-50 in the seed order, music 1-25', () => {
    expect(codes('art_knowledge_point')).toEqual(range(26, 50));
    expect(values('art_knowledge_point')[0]).toBe('中国画');
    expect(values('art_knowledge_point')[23]).toBe('书法');
    expect(values('art_knowledge_point')[24]).toBe('其他');
    expect(codes('music_knowledge_point')).toEqual(range(1, 25));
    expect(new Set(values('music_knowledge_point')).size).toBe(25);
  });

  it('dimensions: art 1-5, music 6-10', () => {
    expect(codes('art_dimension')).toEqual(range(1, 5));
    expect(values('art_dimension')).toEqual(['艺术表现', '文化理解', '图像识读', '创意实践', '审美判断']);
    expect(codes('music_dimension')).toEqual(range(6, 10));
  });

  it('numeric ranges of the seed', () => {
    expect(codes('administrative_level')).toEqual(range(0, 8));
    expect(codes('degree')).toEqual(range(0, 4));
    expect(codes('education_level')).toEqual(range(0, 4));
    expect(codes('mentor_type')).toEqual(range(0, 2));
    expect(codes('grade')).toEqual(range(1, 12));
    expect(values('grade')[0]).toBe('一年级');
    expect(values('grade')[11]).toBe('高三');
    expect(codes('question_type')).toEqual(range(1, 5));
    expect(codes('question_level')).toEqual(range(1, 5));
    expect(codes('material_level')).toEqual(range(1, 5));
    expect(codes('material_type')).toEqual(range(1, 4));
  });

  it('codes given by the seed, to the letter', () => {
    expect(codes('artistic_award_level')).toEqual(['1', '2', '3', '5']);
    expect(codes('external_award_rank')).toEqual(['1', '2', '3']);
    expect(codes('answer_sort_type')).toEqual(['-1', '0', '1', '2']);
    expect(codes('art_textbook_type')).toEqual(['ms001', 'ms002', 'ms003']);
    expect(codes('music_textbook_type')).toEqual(['yy001', 'yy002', 'yy003', 'yy004']);
    expect(codes('geographical_type')).toEqual(['A', 'B']);
    expect(type('gender').items.map((i) => [i.code, i.value])).toEqual([
      ['0', '女'],
      ['1', '男'],
    ]);
    expect(codes('group_type')).toEqual(['1', '2']);
    expect(codes('inbook_or_not')).toEqual(['1', '2']);
    expect(codes('skill_file_type')).toEqual(['audio', 'picture', 'video']);
    expect(codes('subject')).toEqual(['art', 'music', 'writing']);
    expect(codes('permission_of_view_score')).toEqual(['0', '1', '2']);
    expect(codes('org_type')).toEqual(['101', '102', '103', '201', '202', '203', '204', '205', '206', '207']);
    expect(codes('school_type_1')).toHaveLength(7);
    expect(codes('activity_type')).toHaveLength(5);
    expect(codes('attendance_status')).toEqual(['present', 'late', 'leave', 'absent']);
    expect(values('creation_type')).toContain('作品创作');
  });

  it('status sets of section 4', () => {
    expect(codes('auditing_status')).toEqual(['0', '1', '10', '20']);
    expect(codes('evaluation_status')).toEqual(['0', '10', '20', '30']);
    expect(codes('questionnaire_status')).toEqual(['0', '10', '20']);
    expect(codes('onepro_status')).toEqual(['0', '1', '10', '20', '50']);
    expect(codes('onepro_status2')).toEqual(['0', '10']);
    expect(codes('question_status')).toEqual(['-100', '-10', '0', '10', '15', '20', '30', '100']);
    expect(codes('skill_evaluation_status')).toEqual(['0', '10', '20']);
    expect(codes('skill_evaluation_confirm_status')).toEqual(['0', '1', '2']);
    expect(codes('confirm_status')).toEqual(['0', '1', '2']);
    expect(codes('progress_status')).toEqual(['0', '1']);
    expect(codes('completion_status')).toEqual(['0', '1']);
    expect(codes('paper_rule')).toEqual(['0', '1', '2']);
    expect(codes('score_method')).toEqual(['0', '1']);
    expect(codes('question_order')).toEqual(['1', '2']);
  });
});

describe('scoring bands and comments', () => {
  const commentTypes = Object.values(COMMENT_DICT_TYPES);

  it('builds keys as <subject>_<indicator>_<low>_<high>', () => {
    expect(commentKey('art', 'dimension_creative_practice', 0, 40)).toBe('art_dimension_creative_practice_0_40');
    expect(commentKey('art', 'academic', 37.5, 42.5)).toBe('art_academic_37.5_42.5');
    expect(commentKey('music', 'activity', 5, 8)).toBe('music_activity_5_8');
  });

  it('has contiguous ascending bands starting at 0', () => {
    for (const row of SCORING_BANDS) {
      expect(row.bands[0].low).toBe(0);
      for (let i = 1; i < row.bands.length; i++) {
        expect(row.bands[i].low, `${row.subject}_${row.indicator}`).toBe(row.bands[i - 1].high);
      }
    }
  });

  it('covers the whole band table for both subjects', () => {
    const shared = [
      ['knowledge', '0_5,5_10,10_15,15_20,20_25'],
      ['skill', '0_5,5_10,10_15,15_20,20_25'],
      ['attendance', '0_2,2_4,4_5'],
      ['artistic_merit', '0_5,5_8,8_10'],
      ['off_campus_learning', '0_5,5_8,8_10'],
      ['academic', '0_30,30_37.5,37.5_42.5,42.5_50'],
      ['basic', '0_10,10_20,20_30,30_40'],
      ['development', '0_5,5_10,10_15,15_20'],
    ] as const;
    const course = { art: '0_5,5_10,10_15', music: '0_5,5_8,8_10' } as const;
    const bandsOf = (subject: 'art' | 'music', indicator: string) =>
      SCORING_BANDS.find((r) => r.subject === subject && r.indicator === indicator)
        ?.bands.map((b) => `${b.low}_${b.high}`)
        .join(',');
    for (const subject of COMMENT_SUBJECTS) {
      for (const [indicator, bands] of shared) expect(bandsOf(subject, indicator), indicator).toBe(bands);
      for (const indicator of ['activity', 'participation', 'completion']) {
        expect(bandsOf(subject, indicator), indicator).toBe(course[subject]);
      }
      expect(COMMENT_DIMENSIONS[subject]).toHaveLength(5);
      for (const d of COMMENT_DIMENSIONS[subject]) {
        expect(bandsOf(subject, `dimension_${d.key}`)).toBe('0_40,40_60,60_80,80_100');
      }
    }
    expect(SCORING_BANDS).toHaveLength(2 * (5 + 11));
  });

  it('links comment dimensions to the dimension dictionaries', () => {
    expect(COMMENT_DIMENSIONS.art.map((d) => d.key)).toEqual([
      'creative_practice',
      'art_expression',
      'aesthetic_judgement',
      'image_reading',
      'cultural_understanding',
    ]);
    for (const [subject, dictCode] of [
      ['art', 'art_dimension'],
      ['music', 'music_dimension'],
    ] as const) {
      const dims = type(dictCode).items;
      for (const d of COMMENT_DIMENSIONS[subject]) {
        expect(dims.find((i) => i.code === d.dimensionCode)?.value).toBe(d.label);
      }
    }
  });

  it('places indicators in the documented comment types', () => {
    const dictOf = (indicator: string) => SCORING_BANDS.find((r) => r.indicator === indicator)?.dictType;
    expect(dictOf('dimension_emotion')).toBe('comment_academic');
    expect(dictOf('knowledge')).toBe('comment_academic');
    expect(dictOf('skill')).toBe('comment_academic');
    expect(dictOf('attendance')).toBe('comment_basic');
    expect(dictOf('completion')).toBe('comment_basic');
    expect(dictOf('off_campus_learning')).toBe('comment_development');
    expect(dictOf('academic')).toBe('comment_overall');
    expect(dictOf('development')).toBe('comment_overall');
  });

  it('has a comment item with text for every band of every row', () => {
    let expected = 0;
    for (const row of SCORING_BANDS) {
      const items = type(row.dictType).items;
      for (const b of row.bands) {
        expected++;
        const key = commentKey(row.subject, row.indicator, b.low, b.high);
        const item = items.find((i) => i.code === key);
        expect(item, key).toBeDefined();
        expect(item?.extData?.trim().length ?? 0, key).toBeGreaterThan(10);
      }
    }
    const total = commentTypes.reduce((n, c) => n + type(c).items.length, 0);
    expect(total).toBe(expected);
    expect(total).toBe(120);
    expect(codes('comment_academic')).toContain('art_dimension_creative_practice_0_40');
    expect(codes('comment_overall')).toContain('art_academic_37.5_42.5');
    expect(codes('comment_basic')).toContain('music_participation_8_10');
  });

  it('has a radar_chart_comment for every grade', () => {
    expect(codes('radar_chart_comment')).toEqual([...RADAR_GRADES]);
    expect(values('radar_chart_comment')).toEqual(['优秀', '良好', '合格', '不合格']);
    for (const i of type('radar_chart_comment').items) expect(i.extData?.length ?? 0).toBeGreaterThan(20);
  });

  it('has no two identical comment texts and only Chinese prose', () => {
    const texts = [...commentTypes, 'radar_chart_comment'].flatMap((c) => type(c).items.map((i) => i.extData ?? ''));
    expect(new Set(texts).size).toBe(texts.length);
    for (const t of texts) {
      expect(t).toMatch(/[\u4e00-\u9fa5]/);
      expect(t).not.toMatch(/TODO|xxx|placeholder|lorem/i);
    }
  });

  it('finds the band of a score', () => {
    const bands = [
      { low: 0, high: 30 },
      { low: 30, high: 37.5 },
      { low: 37.5, high: 42.5 },
      { low: 42.5, high: 50 },
    ];
    expect(findBand(bands, 0)).toEqual(bands[0]);
    expect(findBand(bands, 29.9)).toEqual(bands[0]);
    expect(findBand(bands, 30)).toEqual(bands[1]);
    expect(findBand(bands, 42.5)).toEqual(bands[3]);
    expect(findBand(bands, 50)).toEqual(bands[3]);
    expect(findBand(bands, 55)).toEqual(bands[3]);
    expect(findBand(bands, -1)).toEqual(bands[0]);
    expect(findBand(bands, Number.NaN)).toBeUndefined();
    expect(findBand([], 1)).toBeUndefined();
  });

  it('maps a score to its comment dictionary key', () => {
    expect(commentKeyForScore('art', 'academic', 40)).toEqual({
      dictType: 'comment_overall',
      key: 'art_academic_37.5_42.5',
    });
    expect(commentKeyForScore('music', 'dimension_emotion', 100)).toEqual({
      dictType: 'comment_academic',
      key: 'music_dimension_emotion_80_100',
    });
    expect(commentKeyForScore('music', 'activity', 8)?.key).toBe('music_activity_8_10');
    expect(commentKeyForScore('art', 'dimension_emotion', 50)).toBeUndefined();
  });
});
