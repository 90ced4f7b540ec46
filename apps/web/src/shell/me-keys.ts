/**
 * Query keys of the signed-in person's own data (profile, real-name record, listing counts): owned by the session,
 * which drops them all at logout, and shared by the features and the kit that read or refresh them.
 */
export const meKeys = {
  all: ['me'] as const,
  profile: () => [...meKeys.all, 'profile'] as const,
  verify: () => [...meKeys.all, 'verify'] as const,
  listingCounts: () => [...meKeys.all, 'listing-counts'] as const,
};
