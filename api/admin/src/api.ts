/** Calls to /api/*: same-origin cookies, JSON, and our error shape turned into an ApiError. */
import type { ApiErrorBody } from '../../../src/core/simulation/api.ts';

export type FieldErrors = NonNullable<ApiErrorBody['fieldErrors']>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldErrors;
  /** The whole JSON error body, for answers that carry more (a 409 `VERSION_PERIMEE` carries `current`). */
  readonly body: unknown;
  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors: FieldErrors = {},
    body: unknown = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: {} };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'RESEAU', 'Le serveur ne répond pas. Vérifiez votre connexion.');
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok) {
    if (type.includes('application/json')) {
      // Better Auth's own refusals (/api/auth/*) may lack the code or the message.
      const err = (await res.json()) as Partial<ApiErrorBody>;
      throw new ApiError(
        res.status,
        err.code ?? `HTTP_${res.status}`,
        err.error ?? 'Erreur',
        err.fieldErrors ?? {},
        err,
      );
    }
    throw new ApiError(res.status, `HTTP_${res.status}`, `Erreur ${res.status}`);
  }
  if (type.includes('application/json')) return (await res.json()) as T;
  return (await res.blob()) as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  /** `body`: what some deletions check (DELETE /…/pending sends the version held). */
  del: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};

/** Query string from an object, empty values left out. */
export function qs(params: Record<string, string | number | undefined | null>): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : '';
}

/** Saves a Blob answer as a download. */
export function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
