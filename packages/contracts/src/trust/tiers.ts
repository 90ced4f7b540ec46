import { z } from 'zod';

/**
 * A person's trust tiers (docs/trust.md), the one shape every reply that shows a person carries: listing cards and
 * details (`user.tiers`), the chat's other person (`other_tiers`), public profiles and company pages.
 * - `phone`: the account has a mobile number, which only an SMS code sets (registration, binding);
 * - `real_name`: a real-name request was approved;
 * - `business`: one of their companies had its licence approved;
 * - `vip`: a VIP member now.
 */
export const trustTiers = z.object({
  phone: z.boolean(),
  real_name: z.boolean(),
  business: z.boolean(),
  vip: z.boolean(),
});
export type TrustTiers = z.infer<typeof trustTiers>;
