/** The dashboards' zod-free constants (docs/dashboards.md): what the console's pickers offer. */
export const DASHBOARD_RANGES = [7, 30, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DASHBOARD_DEFAULT_RANGE: DashboardRange = 30;
