/** The people screens' paths (their titles live in the route table). */
export const PEOPLE_PATHS = {
  profile: '/pagesA/socialize/my-info',
  edit: '/pagesA/my/edit-info',
  fans: '/pagesA/my/fans',
} as const;

export type RelationTab = 'following' | 'fans';

export const profilePath = (id: number) => `${PEOPLE_PATHS.profile}?id=${id}`;
export const fansPath = (id: number, tab: RelationTab) => `${PEOPLE_PATHS.fans}?id=${id}&tab=${tab}`;
