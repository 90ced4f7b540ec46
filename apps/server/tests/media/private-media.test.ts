import type { UploadedMedia } from '@haiwai/contracts';
import { PRIVATE_MEDIA, type MediaLinkList, type MediaPurpose } from '@haiwai/contracts/media';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSign } from '../../src/core/signing.js';
import * as authIdPhotos from '../../src/modules/auth/migrations/202612040110-auth-private-id-photos.js';
import * as chatPrivate from '../../src/modules/chat/migrations/202612040120-chat-private-media.js';
import { splitStatements } from '../../src/db/migrate.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { photo } from './helpers.js';
import { startS3, type S3Stand } from './s3.js';

/**
 * Private media (docs/media.md) on both storage backends: every private kind (chat photos, voice, videos and files;
 * real-name ID photos) is refused to anonymous callers, other members and other areas' admins, read by its owner and
 * whom its module allows, only through signed links that name one reader and expire; public files keep their
 * long-cached URLs; existing chat files and ID photos become private by the migrations.
 */

interface Actor {
  token: string;
  id: number;
}
type ReaderName = 'owner' | 'peer' | 'outsider' | 'adminHome' | 'adminOther' | 'superadmin';

const webm = (tag: string) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.alloc(1500, 7), Buffer.from(tag)]);
const mp4 = (tag: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.alloc(1500, 3), Buffer.from(tag)]);
const pdf = (tag: string) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(800, 65), Buffer.from(tag)]);

/** Who may read each kind: chat files their conversation's two members; ID photos the person, their area's admins and super admins. */
const READERS: Record<MediaPurpose, Record<ReaderName, boolean>> = {
  chat: { owner: true, peer: true, outsider: false, adminHome: false, adminOther: false, superadmin: false },
  real_name: { owner: true, peer: false, outsider: false, adminHome: true, adminOther: false, superadmin: true },
  // A visa document no application names: its uploader only (the agency and area admins of an application: tests/visa).
  visa: { owner: true, peer: false, outsider: false, adminHome: false, adminOther: false, superadmin: false },
  // A licence picture no business request names: its uploader only (named ones: tests/verification).
  licence: { owner: true, peer: false, outsider: false, adminHome: false, adminOther: false, superadmin: true },
  // Evidence no exposure names: its uploader only (named ones: tests/exposures).
  evidence: { owner: true, peer: false, outsider: false, adminHome: false, adminOther: false, superadmin: false },
};

for (const backend of ['local', 's3'] as const) {
  describe(`private media on ${backend} storage`, () => {
    let t: TestApp;
    let s3: S3Stand | null = null;
    const clock = { offsetMs: 0 };
    const actors = {} as Record<ReaderName, Actor>;
    /** The files of each private kind, uploaded by the owner and put where they belong. */
    const files: Array<{ kind: string; purpose: MediaPurpose; media: UploadedMedia; image: boolean }> = [];
    let chatId = 0;

    /** A multipart upload with `?purpose=`, signed in the query string as the web client does it. */
    async function upload(path: 'upload' | 'file', data: Buffer, opts: { token: string; purpose?: string; type: string; filename: string }) {
      const boundary = '----private' + Math.random().toString(16).slice(2);
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.filename}"\r\nContent-Type: ${opts.type}\r\n\r\n`;
      const ts = Math.floor(Date.now() / 1000);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/media/${path}?${opts.purpose ? `purpose=${opts.purpose}&` : ''}_timestamp=${ts}&_sign=${computeSign(t.config.SIGN_KEY, ts)}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: 'en', token: opts.token },
        payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
      return res.json() as { code: number; message: string; data: UploadedMedia };
    }
    const fetchAs = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: { lang: 'en', ...(token ? { token } : {}) } });
    const linksFor = (token: string | null, urls: string[]) => t.call<MediaLinkList>('mediaLinks', { token, lang: 'en', body: { urls } });
    const linkFor = async (who: ReaderName, url: string) => (await linksFor(actors[who].token, [url])).data.links[0]!.link;

    beforeAll(async () => {
      if (backend === 's3') s3 = await startS3();
      t = await startTestApp(s3?.env ?? {}, { media: { now: () => Date.now() + clock.offsetMs } });
      const areas = await t.db.selectFrom('site_area').select(['id', 'code']).orderBy('id').execute();
      const home = await t.db.selectFrom('app_user').select('site_area_id').where('username', '=', 'member').executeTakeFirstOrThrow();
      const other = areas.find((a) => a.id !== home.site_area_id)!;
      const homeCode = areas.find((a) => a.id === home.site_area_id)!.code;
      actors.owner = await t.login('member');
      actors.peer = await t.login('publisher');
      actors.superadmin = await t.login('superadmin');
      actors.adminHome = await t.login(`admin_${homeCode}`);
      actors.adminOther = await t.login(`admin_${other.code}`);
      actors.outsider = await t.newUser();
      t.app.log.level = 'silent';
    });
    afterAll(async () => {
      await t?.close();
      await s3?.close();
    });

    it('uploads of every private kind are private, with a link for the uploader; an upload without a purpose is public', async () => {
      const owner = actors.owner.token;
      const chatPhoto = await upload('upload', await photo(640, 480), { token: owner, purpose: 'chat', type: 'image/jpeg', filename: 'room.jpg' });
      expect(chatPhoto.code).toBe(200);
      expect(chatPhoto.data.link).toMatch(new RegExp(`^${PRIVATE_MEDIA.pathPrefix}${chatPhoto.data.hash}/${actors.owner.id}\\.\\d{10}\\.[A-Za-z0-9_-]{22}$`));
      const voice = await upload('file', webm(backend), { token: owner, purpose: 'chat', type: 'audio/webm', filename: 'voice.webm' });
      const video = await upload('file', mp4(backend), { token: owner, purpose: 'chat', type: 'video/mp4', filename: 'clip.mp4' });
      const doc = await upload('file', pdf(backend), { token: owner, purpose: 'chat', type: 'application/pdf', filename: '合同.pdf' });
      const id1 = await upload('upload', await photo(500, 320), { token: owner, purpose: 'real_name', type: 'image/jpeg', filename: 'id-front.jpg' });
      const id2 = await upload('upload', await photo(520, 330), { token: owner, purpose: 'real_name', type: 'image/jpeg', filename: 'id-back.jpg' });
      for (const up of [voice, video, doc, id1, id2]) expect([up.code, up.data.link?.startsWith(PRIVATE_MEDIA.pathPrefix)]).toEqual([200, true]);
      expect([voice.data.mime, video.data.mime, doc.data.mime]).toEqual(['audio/webm', 'video/mp4', 'application/pdf']);
      const rows = await t.db.selectFrom('media').select(['hash', 'visibility', 'purpose', 'created_by']).where('hash', 'in', [chatPhoto.data.hash, id1.data.hash]).execute();
      expect(rows.map((r) => [r.visibility, r.purpose, r.created_by]).sort()).toEqual([['private', 'chat', actors.owner.id], ['private', 'real_name', actors.owner.id]]);

      // The same bytes uploaded publicly are another file: the private one's id never leaks through a public upload.
      const again = await upload('upload', await photo(640, 480), { token: owner, type: 'image/jpeg', filename: 'room.jpg' });
      expect(again.data.hash).not.toBe(chatPhoto.data.hash);
      expect(again.data.link).toBeUndefined();
      expect((await fetchAs(again.data.url)).statusCode).toBe(200);

      // Into their places: a chat between the owner and the peer, and the owner's verification.
      const conv = await t.call<{ id: number }>('chatCreateSingle', { token: owner, body: { target_id: actors.peer.id } });
      chatId = conv.data.id;
      const sends: Array<[string, UploadedMedia]> = [['image', chatPhoto.data], ['voice', voice.data], ['video', video.data], ['file', doc.data]];
      for (const [type, media] of sends) {
        const sent = await t.call('chatSend', { token: owner, lang: 'en', body: { conversation_id: chatId, type, content: { url: media.url, name: 'x', duration: 2 }, temp_id: `${backend}-${type}` } });
        expect([type, sent.status]).toEqual([type, 200]);
        files.push({ kind: `chat ${type}`, purpose: 'chat', media, image: type === 'image' });
      }
      const verify = await t.call<{ photos: string[]; photo_links: string[] }>('userVerifyPost', {
        token: owner,
        body: { real_name: '林小姐', id_type: 'passport', id_number: 'E98765432', photos: [id1.data.url, id2.data.url] },
      });
      expect(verify.status).toBe(200);
      expect(verify.data.photos).toEqual([id1.data.url, id2.data.url]);
      expect(verify.data.photo_links.every((l) => l.startsWith(PRIVATE_MEDIA.pathPrefix))).toBe(true);
      files.push({ kind: 'ID photo', purpose: 'real_name', media: id1.data, image: true }, { kind: 'ID photo (back)', purpose: 'real_name', media: id2.data, image: true });
    });

    it('the public URL of every private file answers 404 to everyone, the owner included', async () => {
      for (const f of files) {
        for (const token of [undefined, actors.owner.token, actors.superadmin.token]) {
          const res = await fetchAs(f.media.url, token);
          expect([f.kind, res.statusCode, res.json().message]).toEqual([f.kind, 404, 'Image not found']);
        }
        // No 304 either: an If-None-Match does not tell that the file exists.
        expect((await t.app.inject({ method: 'GET', url: f.media.url, headers: { 'if-none-match': `"${f.media.hash}"` } })).statusCode).toBe(404);
        if (f.image) expect((await fetchAs(`${f.media.url}?w=120&h=120`)).statusCode).toBe(404);
      }
    });

    it('anonymous callers get no link', async () => {
      const res = await linksFor(null, files.map((f) => f.media.url));
      expect(res.status).toBe(401);
    });

    it('links go to the owner and whom the kind allows; other members and other areas’ admins get none', async () => {
      for (const f of files) {
        const got: Record<string, boolean> = {};
        for (const who of Object.keys(READERS[f.purpose]) as ReaderName[]) got[who] = (await linkFor(who, f.media.url)) !== null;
        expect([f.kind, got]).toEqual([f.kind, READERS[f.purpose]]);
      }
    });

    it('a link serves the file to its reader, never cached; images in any size', async () => {
      for (const f of files) {
        for (const who of Object.keys(READERS[f.purpose]) as ReaderName[]) {
          if (!READERS[f.purpose][who]) continue;
          const link = (await linkFor(who, f.media.url))!;
          expect(link).toContain(`/${actors[who].id}.`);
          for (const token of [undefined, actors[who].token]) {
            const res = await fetchAs(link, token);
            expect([f.kind, who, res.statusCode]).toEqual([f.kind, who, 200]);
            expect(res.headers['cache-control']).toBe('private, no-store');
            expect(res.headers['referrer-policy']).toBe('no-referrer');
            expect(res.headers.etag).toBeUndefined();
            expect(res.headers['content-type']).toBe(f.media.mime);
            expect(res.rawPayload.length).toBe(f.media.size);
          }
          if (f.image) {
            const small = await fetchAs(`${link}?w=120&h=120&format=webp`);
            expect([small.statusCode, small.headers['content-type'], small.headers['cache-control']]).toEqual([200, 'image/webp', 'private, no-store']);
            expect((await sharp(small.rawPayload).metadata()).width).toBe(120);
          } else {
            const named = await fetchAs(`${link}?name=${encodeURIComponent('合同.pdf')}`);
            expect(named.headers['content-disposition']).toMatch(/^attachment;/);
            expect(named.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
          }
        }
      }
      if (s3) {
        // The variants live in the bucket beside the originals.
        const photoHash = files[0]!.media.hash;
        expect((await s3.storage().list(`var/${photoHash}`)).map((e) => e.key)).toEqual([`var/${photoHash}/120x120-cover.webp`]);
      }
    });

    it('a link for one reader is refused to another who says who they are, even one who may read the file', async () => {
      for (const f of files) {
        const ownerLink = (await linkFor('owner', f.media.url))!;
        for (const who of ['peer', 'outsider', 'adminHome', 'adminOther', 'superadmin'] as const) {
          const res = await fetchAs(ownerLink, actors[who].token);
          expect([f.kind, who, res.statusCode, res.json().message]).toEqual([f.kind, who, 403, 'This link belongs to another user']);
        }
      }
    });

    it('a forged or altered link is refused', async () => {
      const f = files[0]!;
      const link = (await linkFor('owner', f.media.url))!;
      const token = link.split('/').pop()!;
      const [reader, expires, mac] = token.split('.') as [string, string, string];
      const other = files[1]!.media.hash;
      const tries = [
        `${PRIVATE_MEDIA.pathPrefix}${other}/${token}`, // another file
        `${PRIVATE_MEDIA.pathPrefix}${f.media.hash}/${actors.outsider.id}.${expires}.${mac}`, // another reader
        `${PRIVATE_MEDIA.pathPrefix}${f.media.hash}/${reader}.${Number(expires) + 300}.${mac}`, // later expiry
        `${PRIVATE_MEDIA.pathPrefix}${f.media.hash}/${reader}.${expires}.${mac.slice(0, -2)}AA`, // another MAC
      ];
      for (const url of tries) {
        const res = await fetchAs(url);
        expect([url, res.statusCode, res.json().message]).toEqual([url, 403, 'Invalid link']);
      }
      for (const url of [`${PRIVATE_MEDIA.pathPrefix}${f.media.hash}/nonsense`, `${PRIVATE_MEDIA.pathPrefix}xyz/${token}`]) expect((await fetchAs(url)).statusCode).toBe(404);
      // Hostile shapes: never a 5xx.
      const hostile = [
        `${PRIVATE_MEDIA.pathPrefix}${f.media.hash}/0.${expires}.${mac}`,
        `${PRIVATE_MEDIA.pathPrefix}${f.media.hash}/${'9'.repeat(11)}.${expires}.${mac}`,
        `${PRIVATE_MEDIA.pathPrefix}${f.media.hash}/${reader}.${'9'.repeat(10)}.${mac}`,
        `${PRIVATE_MEDIA.pathPrefix}${f.media.hash}/${reader}.${expires}.${mac}%00`,
        `${PRIVATE_MEDIA.pathPrefix}${f.media.hash}/${'x'.repeat(5000)}`,
        `${link}?w=0&h=99999`,
        `${link}?preset=%ED%A0%80`,
        `${link}?fit=__proto__`,
      ];
      for (const url of hostile) expect([url.slice(0, 80), (await fetchAs(url)).statusCode]).toEqual([url.slice(0, 80), expect.toBeOneOf([400, 403, 404, 414])]);
    });

    it('a link expires within 10 minutes; a fresh one works again', async () => {
      const f = files[0]!;
      const before = await linksFor(actors.peer.token, [f.media.url]);
      const link = before.data.links[0]!.link!;
      const left = before.data.expires_at - Date.now() / 1000;
      expect(left).toBeGreaterThan(PRIVATE_MEDIA.windowSeconds - 5);
      expect(left).toBeLessThanOrEqual(PRIVATE_MEDIA.maxLinkSeconds);
      // Asked again within the window: the same link (the browser does not load the picture twice).
      expect((await linksFor(actors.peer.token, [f.media.url])).data.links[0]!.link).toBe(link);
      expect((await fetchAs(link)).statusCode).toBe(200);
      clock.offsetMs = (PRIVATE_MEDIA.maxLinkSeconds + 1) * 1000;
      try {
        const late = await fetchAs(link);
        expect([late.statusCode, late.json().message]).toEqual([403, 'The link has expired; please refresh and try again']);
        const fresh = (await linksFor(actors.peer.token, [f.media.url])).data.links[0]!.link!;
        expect(fresh).not.toBe(link);
        expect((await fetchAs(fresh)).statusCode).toBe(200);
      } finally {
        clock.offsetMs = 0;
      }
    });

    it('naming someone’s private file in a message or a form of one’s own gives no access to it', async () => {
      const chatPhoto = files[0]!.media;
      const idPhoto = files.find((f) => f.purpose === 'real_name')!.media;
      const outsider = actors.outsider;
      const conv = await t.call<{ id: number }>('chatCreateSingle', { token: outsider.token, body: { target_id: actors.superadmin.id } });
      for (const url of [chatPhoto.url, idPhoto.url]) {
        const sent = await t.call('chatSend', { token: outsider.token, lang: 'en', body: { conversation_id: conv.data.id, type: 'image', content: { url }, temp_id: `steal-${backend}-${url.slice(-6)}` } });
        expect([sent.status, sent.message]).toEqual([400, 'The file was not found; please upload it again']);
      }
      expect(await linkFor('outsider', chatPhoto.url)).toBeNull();
      const verify = await t.call('userVerifyPost', { token: outsider.token, lang: 'en', body: { real_name: '张三', id_type: 'passport', id_number: 'E11111111', photos: [idPhoto.url, chatPhoto.url] } });
      expect([verify.status, verify.message]).toEqual([400, 'This file cannot be used here; please upload it again']);
      // The owner's own ID photo is no chat photo either.
      const own = await t.call('chatSend', { token: actors.owner.token, lang: 'en', body: { conversation_id: chatId, type: 'image', content: { url: idPhoto.url }, temp_id: `id-in-chat-${backend}` } });
      expect(own.status).toBe(400);
      // A member may pass on what they see: the file then reaches that conversation's members too.
      const fwd = await t.call<{ id: number }>('chatCreateSingle', { token: actors.peer.token, body: { target_id: actors.adminOther.id } });
      const passed = await t.call('chatSend', { token: actors.peer.token, body: { conversation_id: fwd.data.id, type: 'image', content: { url: chatPhoto.url }, temp_id: `fwd-${backend}` } });
      expect(passed.status).toBe(200);
      expect(await linkFor('adminOther', chatPhoto.url)).not.toBeNull();
    });

    it('public files keep their long-cached URLs', async () => {
      const up = await upload('upload', await photo(300, 200), { token: actors.outsider.token, type: 'image/jpeg', filename: 'listing.jpg' });
      for (const url of [up.data.url, `${up.data.url}?w=120&h=120`]) {
        const res = await fetchAs(url);
        expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
        expect(res.headers.etag).toBeTruthy();
        expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } })).statusCode).toBe(304);
      }
      // Asked for a link, a public file answers its own URL.
      expect(await linkFor('peer', up.data.url)).toBe(up.data.url);
    });

    it('an unknown purpose is a 400 naming the field', async () => {
      const r = await upload('upload', await photo(100, 100), { token: actors.owner.token, purpose: 'contract', type: 'image/jpeg', filename: 'v.jpg' });
      expect(r.code).toBe(400);
      expect(JSON.stringify(r)).toContain('query.purpose');
    });

    it('the migrations make existing chat files and ID photos private: old links stop working for outsiders', async () => {
      // As before this change: public uploads sent into a chat and named by a verification.
      const tester = await t.newUser();
      const chatPic = await upload('upload', await photo(410, 300), { token: tester.token, type: 'image/jpeg', filename: 'old-chat.jpg' });
      const oldVoice = await upload('file', webm(`old-${backend}`), { token: tester.token, type: 'audio/webm', filename: 'old.webm' });
      const idPic = await upload('upload', await photo(420, 300), { token: tester.token, type: 'image/jpeg', filename: 'old-id.jpg' });
      const listingPic = await upload('upload', await photo(430, 300), { token: tester.token, type: 'image/jpeg', filename: 'listing.jpg' });
      const conv = await t.call<{ id: number }>('chatCreateSingle', { token: tester.token, body: { target_id: actors.peer.id } });
      await t.call('chatSend', { token: tester.token, body: { conversation_id: conv.data.id, type: 'image', content: { url: chatPic.data.url }, temp_id: `old-img-${backend}` } });
      await t.call('chatSend', { token: tester.token, body: { conversation_id: conv.data.id, type: 'voice', content: { url: oldVoice.data.url, duration: 1 }, temp_id: `old-voice-${backend}` } });
      expect((await t.call('userVerifyPost', { token: tester.token, body: { real_name: '旧资料', id_type: 'id_card', id_number: 'OLD123456', photos: [idPic.data.url, idPic.data.url] } })).status).toBe(200);

      await sql.raw(chatPrivate.up[1]!).execute(t.db);
      for (const statement of splitStatements(authIdPhotos.up)) await sql.raw(statement).execute(t.db);

      for (const url of [chatPic.data.url, oldVoice.data.url, idPic.data.url]) expect([url, (await fetchAs(url)).statusCode]).toEqual([url, 404]);
      expect((await fetchAs(listingPic.data.url)).statusCode).toBe(200);
      const links = (await linksFor(actors.peer.token, [chatPic.data.url, oldVoice.data.url, idPic.data.url])).data.links.map((l) => l.link);
      expect(links.map((l) => l !== null)).toEqual([true, true, false]);
      expect((await fetchAs(links[0]!)).statusCode).toBe(200);
      expect(await linkFor('outsider', chatPic.data.url)).toBeNull();
      // The ID photo's owner (its uploader) and the area's admins still read it.
      expect((await linksFor(tester.token, [idPic.data.url])).data.links[0]!.link).not.toBeNull();
      // Uploading the same bytes again for a public place gives a URL that works, not the now private one.
      const reused = await upload('upload', await photo(410, 300), { token: tester.token, type: 'image/jpeg', filename: 'again.jpg' });
      expect(reused.data.hash).not.toBe(chatPic.data.hash);
      expect((await fetchAs(reused.data.url)).statusCode).toBe(200);
    });
  });
}
