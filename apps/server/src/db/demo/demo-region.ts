/** The demo region of PRODUCT.md §5: one province commission, one city, its districts and their schools. */
export interface DemoOrg {
  code: string;
  name: string;
  type: string;
  regionCode: string;
  children?: DemoOrg[];
}

const school = (code: string, name: string, type: string, regionCode: string): DemoOrg => ({
  code,
  name,
  type,
  regionCode,
});

export const DEMO_REGION: DemoOrg = {
  code: 'gz-edu',
  name: '贵州省教育厅',
  type: '101',
  regionCode: '520000',
  children: [
    {
      code: 'gy-edu',
      name: '贵阳市教育局',
      type: '102',
      regionCode: '520100',
      children: [
        {
          code: 'nm-edu',
          name: '南明区教育局',
          type: '103',
          regionCode: '520102',
          children: [
            school('nm-s01', '南明区实验小学', '201', '520102'),
            school('nm-s02', '南明区第一小学', '201', '520102'),
            school('nm-s03', '贵阳市第二十八中学', '204', '520102'),
            school('nm-s04', '南明区九年制学校', '202', '520102'),
            school('nm-s05', '贵阳市第一中学', '206', '520102'),
          ],
        },
        {
          code: 'yy-edu',
          name: '云岩区教育局',
          type: '103',
          regionCode: '520103',
          children: [
            school('yy-s01', '云岩区实验小学', '201', '520103'),
            school('yy-s02', '云岩区第三小学', '201', '520103'),
            school('yy-s03', '贵阳市第十九中学', '205', '520103'),
            school('yy-s04', '云岩区第六中学', '204', '520103'),
          ],
        },
        {
          code: 'hx-edu',
          name: '花溪区教育局',
          type: '103',
          regionCode: '520111',
          children: [
            school('hx-s01', '花溪区第一小学', '201', '520111'),
            school('hx-s02', '花溪区青岩小学', '201', '520111'),
            school('hx-s03', '花溪区民族中学', '206', '520111'),
            school('hx-s04', '花溪区职业高级中学', '207', '520111'),
          ],
        },
        {
          code: 'wd-edu',
          name: '乌当区教育局',
          type: '103',
          regionCode: '520112',
          children: [
            school('wd-s01', '乌当区新天小学', '201', '520112'),
            school('wd-s02', '乌当区第一中学', '204', '520112'),
            school('wd-s03', '乌当区十二年一贯制学校', '203', '520112'),
          ],
        },
        {
          code: 'by-edu',
          name: '白云区教育局',
          type: '103',
          regionCode: '520113',
          children: [
            school('by-s01', '白云区实验小学', '201', '520113'),
            school('by-s02', '白云区第二中学', '204', '520113'),
          ],
        },
        {
          code: 'gsh-edu',
          name: '观山湖区教育局',
          type: '103',
          regionCode: '520115',
          children: [
            school('gsh-s01', '观山湖区第一小学', '201', '520115'),
            school('gsh-s02', '观山湖区外国语实验中学', '205', '520115'),
            school('gsh-s03', '观山湖区第八小学', '201', '520115'),
          ],
        },
      ],
    },
  ],
};

/** One account per role; every demo password is DEMO_PASSWORD (the README lists them). */
export const DEMO_ACCOUNTS = [
  {
    account: 'admin',
    realName: '系统管理员',
    role: 'sys_admin',
    org: 'gz-edu',
    accountType: 888,
    phone: '13800000001',
  },
  {
    account: 'province01',
    realName: '王省教',
    role: 'province_education',
    org: 'gz-edu',
    accountType: 777,
    phone: '13800000002',
  },
  {
    account: 'city01',
    realName: '李市教',
    role: 'city_education',
    org: 'gy-edu',
    accountType: 777,
    phone: '13800000003',
  },
  {
    account: 'district01',
    realName: '张区教',
    role: 'district_education',
    org: 'nm-edu',
    accountType: 777,
    phone: '13800000004',
  },
  {
    account: 'school01',
    realName: '陈校管',
    role: 'school_admin',
    org: 'nm-s01',
    accountType: 777,
    phone: '13800000005',
  },
  { account: 'teacher01', realName: '刘老师', role: 'teacher', org: 'nm-s01', accountType: 777, phone: '13800000006' },
  { account: 'expert01', realName: '赵专家', role: 'expert', org: 'gy-edu', accountType: 777, phone: '13800000007' },
  { account: 'student01', realName: '周小美', role: 'student', org: 'nm-s01', accountType: 777, phone: '13800000008' },
] as const;

export const DEMO_PASSWORD = 'Meiyu@2026';

/** Positions (job titles) of the demo, and who holds one. */
export const DEMO_POSITIONS = [
  { code: 'art_researcher', name: '艺术教研员' },
  { code: 'principal', name: '校长' },
  { code: 'art_lead', name: '艺术教研组长' },
  { code: 'art_teacher', name: '美术教师' },
  { code: 'music_teacher', name: '音乐教师' },
  { code: 'calligraphy_teacher', name: '书法教师' },
] as const;

export const DEMO_POSITION_OF: Partial<Record<(typeof DEMO_ACCOUNTS)[number]['account'], string>> = {
  district01: 'art_researcher',
  school01: 'art_lead',
  teacher01: 'art_teacher',
};
