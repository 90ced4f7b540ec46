import { api, LISTING_KINDS } from '@haiwai/contracts';
import { pathToFileURL } from 'node:url';

/**
 * The table of every listing kind's API paths, made from LISTING_KINDS and the API table, as it appears in
 * docs/listings.md (`tests/listings/docs.test.ts` checks it is current). Print it with
 * `npx tsx apps/server/tests/listings/support/api-table.ts`.
 */
const ACTIONS = ['list', 'info', 'category', 'tag', 'listUser', 'listRec', 'save', 'fieldUpdate', 'remove', 'adminList', 'adminInfo', 'adminSave', 'adminFieldUpdate', 'adminAdopt', 'adminRemove'] as const;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function apiTable(): string {
  const rows: string[] = ['| kind | call (API name) | method and path | access |', '|---|---|---|---|'];
  for (const k of Object.values(LISTING_KINDS)) {
    for (const a of ACTIONS) {
      const name = `${k.kind}${cap(a)}`;
      const entry = api[name as keyof typeof api] as { method: string; path: string; access: string };
      const alias = a === 'list' && k.paths.listAliases?.length ? ` (also ${k.paths.listAliases.map((p) => `\`${p}\``).join(', ')})` : '';
      rows.push(`| ${k.kind} | ${name} | \`${entry.method} /api${entry.path}\`${alias} | ${entry.access} |`);
    }
  }
  return rows.join('\n');
}

export function commonTable(): string {
  const names = ['collect', 'collectList', 'userVestigeSave', 'userVestigeList', 'userVestigeClear', 'hotKeywordData', 'hotKeywordDataGroup', 'hotKeywordTop', 'cityNewest'] as const;
  return ['| call | path | access |', '|---|---|---|', ...names.map((n) => `| ${n} | \`${api[n].method} /api${api[n].path}\` | ${api[n].access} |`)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(`${apiTable()}\n\n${commonTable()}`);
