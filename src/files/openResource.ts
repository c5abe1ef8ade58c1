import { resourcePath, type ResourceRef } from './resourceUrls';

/** Shows a stored file inline (`has_download=false`) in a new window. */
export function openResource(resolveUrl: (path: string) => string, resource: ResourceRef): void {
  window.open(resolveUrl(resourcePath(resource, false)), '_blank', 'noopener,noreferrer');
}
