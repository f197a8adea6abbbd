/**
 * Several files in one upload (issue 30): each file is checked here (type, size) and sent in its own request,
 * one at a time — the server processes one image at a time anyway (api/services/image-jobs.ts). A 429 « busy »
 * is sent again after its Retry-After, a few times; every other refusal is the server's French sentence.
 */
import type { MediaUpload } from '../../../../routes/admin/media.ts';

export const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/avif,application/pdf';
/** The server's limits (api/routes/admin/media.ts): 20 MB for an image, 5 MB for a PDF. */
export const IMAGE_MAX = 20 * 1024 * 1024;
export const PDF_MAX = 5 * 1024 * 1024;
/** How many times a file refused as « busy » is sent again. */
const RETRIES = 5;

export type UploadStatus =
  | { state: 'waiting' }
  | { state: 'sending'; percent: number }
  | { state: 'processing' }
  | { state: 'retrying'; seconds: number }
  | { state: 'done'; row: MediaUpload }
  | { state: 'failed'; error: string };

export type QueuedFile = { key: string; file: File; status: UploadStatus };

/** Why a file is refused before sending it, in French; null when it may be sent. */
export function refusalBeforeSending(file: File): string | null {
  if (file.size === 0) return 'Fichier vide';
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (pdf && file.size > PDF_MAX) return 'PDF trop volumineux (5 Mo au plus)';
  if (file.size > IMAGE_MAX) return 'Fichier trop volumineux (20 Mo au plus pour une image)';
  return null;
}

type Answer = { status: number; body: unknown; retryAfter: number };

/** One POST /api/admin/media with the upload's progress (fetch has none). */
function post(file: File, onProgress: (percent: number) => void, onSent: () => void): Promise<Answer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.upload.onload = onSent;
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: xhr.response,
        retryAfter: Number(xhr.getResponseHeader('Retry-After')) || 5,
      });
    xhr.onerror = () => resolve({ status: 0, body: null, retryAfter: 5 });
    const form = new FormData();
    form.set('file', file);
    form.set('alt', '');
    xhr.send(form);
  });
}

const wait = (seconds: number) => new Promise((r) => setTimeout(r, seconds * 1000));

/** The French sentence of a refusal. */
function errorOf(a: Answer): string {
  if (a.status === 0) return 'Le serveur ne répond pas. Vérifiez votre connexion.';
  const body = a.body as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : `Erreur ${a.status}`;
}

/** Sends one file, retrying a « busy » answer; its final status. */
export async function sendFile(file: File, report: (s: UploadStatus) => void): Promise<UploadStatus> {
  const early = refusalBeforeSending(file);
  if (early) return { state: 'failed', error: early };
  for (let attempt = 0; ; attempt++) {
    report({ state: 'sending', percent: 0 });
    const answer = await post(
      file,
      (percent) => report({ state: 'sending', percent }),
      () => report({ state: 'processing' }),
    );
    if (answer.status === 201) return { state: 'done', row: answer.body as MediaUpload };
    if (answer.status !== 429 || attempt >= RETRIES) return { state: 'failed', error: errorOf(answer) };
    report({ state: 'retrying', seconds: answer.retryAfter });
    await wait(answer.retryAfter);
  }
}

/** The status of a file as the list says it. */
export function statusLabel(s: UploadStatus): string {
  switch (s.state) {
    case 'waiting':
      return 'En attente';
    case 'sending':
      return `Envoi… ${s.percent} %`;
    case 'processing':
      return 'Traitement de l’image…';
    case 'retrying':
      return `Serveur occupé : nouvel essai dans ${s.seconds} s`;
    case 'done':
      return 'Téléversé';
    case 'failed':
      return `Refusé : ${s.error}`;
  }
}
