import type { SysDictData, SysDictType } from '@meiyu/contract';

type Item = [code: string, value: string, tagType?: string];

const audit = { createTime: null, updateTime: null, createUserId: null, createUserName: null, updateUserId: null };

function dictType(id: number, code: string, name: string, items: Item[]): SysDictType {
  const children: SysDictData[] = items.map(([itemCode, value, tagType], i) => ({
    ...audit,
    id: id * 100 + i + 1,
    dictTypeId: id,
    value,
    code: itemCode,
    tagType: tagType ?? 'default',
    styleSetting: null,
    classSetting: null,
    orderNo: (i + 1) * 10,
    remark: null,
    extData: null,
    status: 1,
    updateUserName: null,
    isDelete: false,
  }));
  return {
    ...audit,
    id,
    name,
    code,
    orderNo: id,
    remark: null,
    status: 1,
    updateUserName: null,
    isDelete: false,
    children,
  };
}

/**
 * The built-in dictionary list students use instead of allDictList (seed section 4): the types
 * the student screens (exams, skill works, growth archive, questionnaires) display.
 */
export const STUDENT_DICT_LIST: SysDictType[] = [
  dictType(1, 'gender', '性别', [
    ['0', '女'],
    ['1', '男'],
  ]),
  dictType(2, 'subject', '学科', [
    ['1', '美术'],
    ['2', '音乐'],
    ['3', '书法'],
  ]),
  dictType(3, 'question_type', '题型', [
    ['1', '单选题'],
    ['2', '多选题'],
    ['3', '判断题'],
    ['4', '填空题'],
    ['5', '简答题'],
  ]),
  dictType(4, 'evaluation_status', '测评状态', [
    ['0', '草稿', 'info'],
    ['10', '预发布', 'warning'],
    ['20', '已发布', 'success'],
    ['30', '已结束', 'default'],
  ]),
  dictType(5, 'questionnaire_status', '问卷状态', [
    ['0', '草稿', 'info'],
    ['10', '已发布', 'success'],
    ['20', '已结束', 'default'],
  ]),
  dictType(6, 'auditing_status', '审核状态', [
    ['0', '待提交', 'info'],
    ['1', '退回修改', 'danger'],
    ['10', '已提交待审核', 'warning'],
    ['20', '审核通过', 'success'],
  ]),
  dictType(7, 'material_type', '材料类型', [
    ['1', '创作作品'],
    ['2', '社会实践'],
    ['3', '荣誉证书'],
    ['4', '课程记录'],
  ]),
  dictType(8, 'material_level', '材料级别', [
    ['1', '国家级'],
    ['2', '省级'],
    ['3', '区级'],
    ['4', '校级'],
    ['5', '其他'],
  ]),
  dictType(9, 'artistic_award_level', '艺术获奖级别', [
    ['1', '国家级'],
    ['2', '省级'],
    ['3', '区级'],
    ['5', '校级'],
  ]),
  dictType(10, 'external_award_rank', '获奖等次', [
    ['1', '一等奖'],
    ['2', '二等奖'],
    ['3', '三等奖'],
  ]),
  dictType(11, 'skill_file_type', '技能文件类型', [
    ['audio', '音频'],
    ['picture', '图片'],
    ['video', '视频'],
  ]),
  dictType(12, 'cooperation', '合作方式', [
    ['0', '个人'],
    ['1', '团体'],
  ]),
  dictType(13, 'completion_status', '完成状态', [
    ['0', '未完成', 'warning'],
    ['1', '已完成', 'success'],
  ]),
  dictType(14, 'progress_status', '进行状态', [
    ['0', '进行中', 'success'],
    ['1', '已结束', 'info'],
  ]),
];
