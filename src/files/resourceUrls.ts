/** A stored file as records and uploads carry it. */
export interface ResourceRef {
  Id: string;
  Name: string;
}

/** GET /api/resource/get/{id}/{name}?has_download=… (DM-FILE-3, DM-FILE-4): inline view or download. */
export function resourcePath(resource: ResourceRef, download: boolean): string {
  return `/api/resource/get/${encodeURIComponent(resource.Id)}/${encodeURIComponent(resource.Name)}?has_download=${download ? 'true' : 'false'}`;
}
