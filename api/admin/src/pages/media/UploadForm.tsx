/**
 * Upload several files at once (issue 30): chosen or dropped, each is sent in its own request, one at a time,
 * with its progress and status; a refused file says why in French and the others go on. Once an image is in,
 * its alternative text can be typed right there.
 */
import { type DragEvent, useRef, useState } from 'react';
import { AltEditor } from './AltEditor.tsx';
import { ACCEPT, type QueuedFile, sendFile, statusLabel, type UploadStatus } from './uploadQueue.ts';

let counter = 0;

export function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Files are sent one after the other, in the order they were added, whatever the number of batches.
  const chain = useRef<Promise<void>>(Promise.resolve());

  const update = (key: string, status: UploadStatus) =>
    setQueue((q) => q.map((f) => (f.key === key ? { ...f, status } : f)));

  const add = (files: FileList | null) => {
    const added = [...(files ?? [])].map((file) => ({
      key: `f${++counter}`,
      file,
      status: { state: 'waiting' } as UploadStatus,
    }));
    if (added.length === 0) return;
    setQueue((q) => [...q.filter((f) => f.status.state !== 'done' && f.status.state !== 'failed'), ...added]);
    for (const item of added)
      chain.current = chain.current.then(async () => {
        const final = await sendFile(item.file, (s) => update(item.key, s));
        update(item.key, final);
        if (final.state === 'done') onUploaded();
      });
    if (input.current) input.current.value = '';
  };

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
  };

  return (
    <section className="card upload" aria-labelledby="upload-title">
      <h2 id="upload-title">Téléverser</h2>
      <label
        className={`drop-zone${over ? ' over' : ''}`}
        htmlFor="media-file"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <span>
          <strong>Choisissez des fichiers</strong> ou déposez-les ici
        </span>
        <input
          id="media-file"
          ref={input}
          type="file"
          name="file"
          multiple
          accept={ACCEPT}
          aria-describedby="media-file-hint"
          onChange={(e) => add(e.target.files)}
        />
      </label>
      <small className="hint" id="media-file-hint">
        Plusieurs fichiers à la fois. Images de 20 Mo au plus (40 mégapixels en JPEG et PNG, 16 en WebP et
        GIF, 6 en AVIF), PDF de 5 Mo au plus. La médiathèque garde une copie de 2 560 px de large au plus,
        sans métadonnées (auteur, position GPS).
      </small>
      {queue.length > 0 ? <UploadList queue={queue} onSaved={onUploaded} /> : null}
    </section>
  );
}

/** Each file of the upload: its name, its status, and the alt text field of an image once it is in. */
function UploadList({ queue, onSaved }: { queue: QueuedFile[]; onSaved: () => void }) {
  const done = queue.filter((f) => f.status.state === 'done').length;
  return (
    <>
      <p className="muted" role="status">
        {done} sur {queue.length} fichier{queue.length > 1 ? 's' : ''} téléversé{done > 1 ? 's' : ''}
      </p>
      <ul className="upload-list">
        {queue.map(({ key, file, status }) => (
          <li key={key} className={`upload-item ${status.state}`}>
            <span className="upload-name" title={file.name}>
              {file.name}
            </span>
            <span className={status.state === 'failed' ? 'field-error' : 'muted'}>{statusLabel(status)}</span>
            {status.state === 'sending' ? (
              <progress max={100} value={status.percent} aria-label={`Envoi de « ${file.name} »`} />
            ) : null}
            {status.state === 'done' && status.row.mimeType.startsWith('image/') ? (
              <AltEditor item={status.row} onError={() => {}} onSaved={onSaved} />
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
