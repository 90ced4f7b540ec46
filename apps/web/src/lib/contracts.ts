/**
 * The web's door to @haiwai/contracts. Values come from the zod-free files (constants, sign) so zod and
 * the schemas stay out of the browser bundle; types come from the package itself. Routing facts of the
 * `api` table come from `api-routes.ts`.
 */
export * from '@haiwai/contracts/constants';
export * from '@haiwai/contracts/sign';
export type {
  Api,
  ApiName,
  ApiData,
  ApiBody,
  ApiQuery,
  ApiParams,
  Envelope,
  ValidationErrorData,
  UserSelf,
  SiteArea,
  IpData,
  LoginResult,
  BasicConfig,
  TsMsg,
  Carousel,
  FunctionEntry,
  FixedWords,
  AreaCodeItem,
  UserVerifyRecord,
  SinglePage,
  UploadedMedia,
  Watermark,
  PublicUser,
} from '@haiwai/contracts';
