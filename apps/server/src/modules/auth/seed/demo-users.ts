/** The demo password of every demo account (listed in the README). Never seeded when SEED_DEMO=false. */
export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoUser {
  username: string;
  mobile: string;
  nickname: string;
  bio: string;
  role: 'member' | 'publisher' | 'admin' | 'super_admin';
  homeArea: string;
  adminOf?: string;
}

/** The fixed accounts, plus one admin for each area (in the areas' order). */
export function demoUsers(areas: ReadonlyArray<{ code: string; names: { zh: string } }>): DemoUser[] {
  return [
    { username: 'member', mobile: '13800000001', nickname: '小林', bio: '刚到胡志明市工作，想找第七郡的房子。', role: 'member', homeArea: 'hcm' },
    { username: 'publisher', mobile: '13800000002', nickname: '安居地产 阿强', bio: '胡志明市房产中介，中文服务。', role: 'publisher', homeArea: 'hcm' },
    { username: 'superadmin', mobile: '13800000000', nickname: '平台管理员', bio: '', role: 'super_admin', homeArea: 'hcm' },
    ...areas.map((a, i) => ({
      username: `admin_${a.code}`,
      mobile: `1380000${String(100 + i).padStart(4, '0')}`,
      nickname: `${a.names.zh}管理员`,
      bio: '',
      role: 'admin' as const,
      homeArea: a.code,
      adminOf: a.code,
    })),
  ];
}
