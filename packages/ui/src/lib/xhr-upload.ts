interface XhrUploadOptions {
  url: string;
  file: File;
  fieldName: string;
  token?: string | null;
  /** Further request headers (the host's language, …); the token's Authorization wins over one given here. */
  headers?: Readonly<Record<string, string>>;
  extraFields?: Record<string, string>;
  onProgress?: (percent: number) => void;
}

interface XhrUploadResult {
  status: number;
  body: unknown;
}

interface XhrUpload {
  promise: Promise<XhrUploadResult>;
  abort: () => void;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One multipart upload through XMLHttpRequest: fetch cannot report upload progress. */
function startXhrUpload({
  url,
  file,
  fieldName,
  token,
  headers,
  extraFields,
  onProgress,
}: XhrUploadOptions): XhrUpload {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<XhrUploadResult>((resolve, reject) => {
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers ?? {}))
      if (name.toLowerCase() !== 'authorization' || !token) xhr.setRequestHeader(name, value);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'));
    const form = new FormData();
    for (const [name, value] of Object.entries(extraFields ?? {})) form.append(name, value);
    form.append(fieldName, file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/** The error model's message in a reply body, if it carries one. */
function messageOfBody(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const nested = record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : {};
    const message = record.Message ?? record.message ?? nested.Message ?? nested.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

export { startXhrUpload, messageOfBody };
export type { XhrUploadOptions, XhrUploadResult, XhrUpload };
