import { fileNameFromHeaders } from './files.ts';

interface DownloadError {
  type: number;
  code: number;
  message: string;
}

/** A failed download's error model, read from the JSON body (part 1 §8). */
async function readDownloadError(response: Response): Promise<DownloadError> {
  try {
    const body = (await response.json()) as Record<string, unknown>;
    return {
      type: Number(body.Type ?? body.type ?? 4),
      code: Number(body.ErrorCode ?? body.errorCode ?? response.status),
      message: String(body.Message ?? body.message ?? response.statusText ?? ''),
    };
  } catch {
    return { type: 4, code: response.status, message: response.statusText };
  }
}

/** Saves a download response under the name in its `x-filename` header; returns that name. */
async function saveResponse(response: Response, fallbackName: string): Promise<string> {
  if (!response.ok) throw await readDownloadError(response);
  const name = fileNameFromHeaders(response.headers, fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the blob after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

function isDownloadError(value: unknown): value is DownloadError {
  return typeof value === 'object' && value !== null && 'message' in value && 'code' in value && 'type' in value;
}

export { readDownloadError, saveResponse, isDownloadError };
export type { DownloadError };
