import type { PublicUser } from '@haiwai/contracts';

/** What modules add to a public profile: the social counters and the viewer's relation to the person. */
export type ProfileExtra = Partial<Omit<PublicUser, 'id' | 'nickname' | 'avatar' | 'cover' | 'gender' | 'bio' | 'verified' | 'created_at'>>;
export type ProfileExtension = (profileUserId: number, viewerId: number | null) => Promise<ProfileExtra>;

/** Until an extension says otherwise (a site without the relations module): no counts, no relation. */
export const NO_EXTRA: Required<ProfileExtra> = {
  following_count: 0, fans_count: 0, post_count: 0, likes_count: 0, isRelation: false, is_fan: false, isBlocked: false, blocks_me: false,
  // Until the trust module says otherwise (docs/trust.md).
  tiers: { phone: false, real_name: false, business: false, vip: false },
};

/**
 * The extension point of `getOtherPeopleUser/:id`: auth owns the profile, other modules add their part
 * (`ctx.use('profileExtensions').register(fn)` in their `init`), so auth depends on none of them.
 */
export class ProfileExtensions {
  readonly #extensions: ProfileExtension[] = [];

  register(extension: ProfileExtension): void {
    this.#extensions.push(extension);
  }

  async extend(profileUserId: number, viewerId: number | null): Promise<Required<ProfileExtra>> {
    const parts = await Promise.all(this.#extensions.map((x) => x(profileUserId, viewerId)));
    return Object.assign({ ...NO_EXTRA }, ...parts) as Required<ProfileExtra>;
  }
}
