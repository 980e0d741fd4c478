/** Why a fetch of a link preview was refused or failed; the preview is then cached as a failure. */
export type LinkFetchFailure = 'scheme' | 'port' | 'address' | 'redirects' | 'status' | 'type' | 'size' | 'timeout' | 'network';

export class LinkFetchError extends Error {
  constructor(
    readonly failure: LinkFetchFailure,
    detail: string,
  ) {
    super(`${failure}: ${detail}`);
    this.name = 'LinkFetchError';
  }
}
