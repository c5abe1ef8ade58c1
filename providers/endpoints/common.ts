/** The shell's own calls: the profile and avatar, the update package, the collection report, public essays. */
import type {
  CollectionReport,
  MyProfile,
  PackageStatus,
  PublicEssay,
  PublicProblemApplicationPage,
  UploadedPackage,
  UploadedResource,
} from '../../contract/index';
import type { HttpClient } from '../http/types';

export const MY_PROFILE_URL = '/api/common/MyProfile';
export const AVATAR_UPLOAD_URL = '/api/common/UpdateSingImg';
export const PACKAGE_UPLOAD_URL = '/api/common/uploadPackage';
export const PACKAGE_STATUS_URL = '/api/common/packageStatus';
export const PACKAGE_ROLLBACK_URL = '/api/common/rollbackPackage';
export const collectionReportUrl = (deptId: string) => `/api/CollectionReport/${encodeURIComponent(deptId)}`;
export const publicEssayUrl = (code: string) => `/api/Essay/Public/${encodeURIComponent(code)}`;

/** GET /api/common/MyProfile: the caller's account, contact and person details. */
export function getMyProfile(http: Pick<HttpClient, 'get'>): Promise<MyProfile> {
  return http.get<MyProfile>(MY_PROFILE_URL);
}

/** POST /api/common/UpdateSingImg, multipart field `file`: the caller's new avatar. */
export function uploadAvatar(http: Pick<HttpClient, 'upload'>, image: Blob): Promise<UploadedResource> {
  return http.upload<UploadedResource>(AVATAR_UPLOAD_URL, [image], { fieldName: 'file' });
}

/** POST /api/common/uploadPackage, multipart `files[]`: the administrator's update package. */
export function uploadPackage(http: Pick<HttpClient, 'upload'>, file: Blob): Promise<UploadedPackage> {
  return http.upload<UploadedPackage>(PACKAGE_UPLOAD_URL, [file]);
}

/** GET /api/common/packageStatus: the served build and the one a rollback returns to (administrators). */
export function getPackageStatus(http: Pick<HttpClient, 'get'>): Promise<PackageStatus> {
  return http.get<PackageStatus>(PACKAGE_STATUS_URL);
}

/** POST /api/common/rollbackPackage: back to the previous build (administrators). */
export function rollbackPackage(http: Pick<HttpClient, 'post'>): Promise<PackageStatus> {
  return http.post<PackageStatus>(PACKAGE_ROLLBACK_URL);
}

/** GET /api/CollectionReport/{deptId}, silent: the page says itself when there is no report. */
export function getCollectionReport(http: Pick<HttpClient, 'get'>, deptId: string): Promise<CollectionReport> {
  return http.get<CollectionReport>(collectionReportUrl(deptId), undefined, { silent: true });
}

/** GET /api/Essay/Public/{code}, silent: the page says itself when the essay is missing. */
export function getPublicEssay(http: Pick<HttpClient, 'get'>, code: string): Promise<PublicEssay> {
  return http.get<PublicEssay>(publicEssayUrl(code), undefined, { silent: true });
}

export const PROBLEM_PUBLICITY_URL = '/api/ProblemCompApply/Publicity';

/** The approved project applications, one page (anonymous). */
export function getProblemPublicity(http: Pick<HttpClient, 'get'>, pageIndex: number, pageSize: number): Promise<PublicProblemApplicationPage> {
  // Not PageIndex/PageSize: those would encrypt the call, and an anonymous visitor's encrypted call is refused.
  return http.get<PublicProblemApplicationPage>(`${PROBLEM_PUBLICITY_URL}?page=${pageIndex}&size=${pageSize}`, undefined, { silent: true });
}
