/**
 * The Markdown field of the editors (issue 30, « Writing tools »): a toolbar — headings, bold, italic, lists, link,
 * table, an image of the library, an internal link found by the admin's search — over the text area, each button
 * acting on the selection like typing (Ctrl+Z undoes it; Ctrl+B still writes bold); under it the words and the
 * reading time (src/core/editorial/reading.ts, the rule a guide's save stores), and, after a save, the internal
 * links of the saved text that lead to no page (the server's `brokenLinks`).
 */
import { type ReactNode, useId, useRef, useState } from 'react';
import type { InternalLink } from '../../../../../src/core/editorial/links.ts';
import { readingLine } from '../../../../../src/core/editorial/reading.ts';
import { Field } from '../form/Field.tsx';
import { markdownBoldKey } from '../form/markdownBold.ts';
import { MediaPicker, type PickedImage } from '../media/MediaPicker.tsx';
import { markdownImage } from '../media/mediaCode.ts';
import { applyChange } from './applyChange.ts';
import { brokenLinksMessage } from './brokenLinks.ts';
import { LinkPicker, type PickedPage } from './LinkPicker.tsx';
import * as md from './toolbar.ts';
import './markdown.css';

type Props = {
  label: string;
  value: string | null | undefined;
  onChange: (v: string) => void;
  error?: string[] | undefined;
  hint?: ReactNode;
  name?: string;
  rows?: number;
  /** The internal links of the saved text that lead nowhere (from the last answer of the server). */
  brokenLinks?: readonly InternalLink[] | undefined;
  /** The image button (off for the short answers of a FAQ). */
  images?: boolean;
  /** The words and reading time under the field. */
  counter?: boolean;
};

type Selection = { start: number; end: number };

export function MarkdownField(props: Props) {
  const { onChange, images = true, counter = true } = props;
  const value = props.value ?? '';
  const area = useRef<HTMLTextAreaElement>(null);
  const kept = useRef<Selection>({ start: value.length, end: value.length });
  const [dialog, setDialog] = useState<'image' | 'link' | null>(null);
  const statsId = useId();

  /** A toolbar change on the current selection. */
  const act = (make: (v: string, start: number, end: number) => md.TextChange) => {
    const el = area.current;
    if (el) applyChange(el, make(el.value, el.selectionStart, el.selectionEnd), onChange);
  };
  /** Opens a dialog, the selection kept for when it closes. */
  const open = (which: 'image' | 'link') => {
    const el = area.current;
    kept.current = el
      ? { start: el.selectionStart, end: el.selectionEnd }
      : { start: value.length, end: value.length };
    setDialog(which);
  };
  /** Closes the dialog, then applies the change at the selection kept (the dialog gives focus back first). */
  const closeWith = (make: (v: string, start: number, end: number) => md.TextChange) => {
    setDialog(null);
    requestAnimationFrame(() => {
      const el = area.current;
      if (el) applyChange(el, make(el.value, kept.current.start, kept.current.end), onChange);
    });
  };
  const pickImage = ({ item, alt }: PickedImage) =>
    closeWith((v, s, e) => md.insertBlock(v, s, e, markdownImage(alt, item.url)));
  const pickPage = ({ path, title }: PickedPage) => closeWith((v, s, e) => md.link(v, s, e, path, title));

  return (
    <Field label={props.label} error={props.error} hint={props.hint}>
      {(id, describedBy) => (
        <div className="md-field">
          <Toolbar controls={id} act={act} open={open} images={images} />
          <textarea
            ref={area}
            id={id}
            name={props.name}
            rows={props.rows ?? 4}
            className="mono"
            value={value}
            aria-invalid={props.error?.length ? true : undefined}
            aria-describedby={[describedBy, counter ? statsId : ''].filter(Boolean).join(' ') || undefined}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={(e) => markdownBoldKey(e, onChange)}
          />
          {counter ? (
            <p className="md-stats" id={statsId} aria-live="polite">
              {readingLine(value)}
            </p>
          ) : null}
          {props.brokenLinks?.length ? <BrokenLinksWarning links={props.brokenLinks} /> : null}
          {images ? (
            <MediaPicker open={dialog === 'image'} onClose={() => setDialog(null)} onPick={pickImage} />
          ) : null}
          {dialog === 'link' ? <LinkPicker onClose={() => setDialog(null)} onPick={pickPage} /> : null}
        </div>
      )}
    </Field>
  );
}

/** « 2 liens internes mènent à une page introuvable : … », each link with its text. */
function BrokenLinksWarning({ links }: { links: readonly InternalLink[] }) {
  return (
    <div className="md-broken" role="status">
      <p>{brokenLinksMessage(links)}</p>
      <ul>
        {links.map((l) => (
          <li key={`${l.path}\n${l.text}`}>
            <code>{l.path}</code>
            {l.text ? ` — « ${l.text} »` : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

type Make = (v: string, start: number, end: number) => md.TextChange;

/** The buttons, in reading order; each keeps the text area's selection (no focus taken on mouse down). */
function Toolbar({
  controls,
  act,
  open,
  images,
}: {
  controls: string;
  act: (make: Make) => void;
  open: (which: 'image' | 'link') => void;
  images: boolean;
}) {
  // The name read aloud is the label (the short sign shown is hidden from it), so that no visible word contradicts it.
  const tool = (label: string, text: ReactNode, onClick: () => void) => (
    <button
      type="button"
      className="md-tool"
      title={label}
      aria-controls={controls}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
  const sep = <span className="md-tool-sep" aria-hidden="true" />;
  return (
    <div className="md-toolbar" role="toolbar" aria-label="Mise en forme">
      {tool('Titre de section (H2)', 'H2', () => act((v, s, e) => md.heading(v, s, e, 2)))}
      {tool('Sous-titre (H3)', 'H3', () => act((v, s, e) => md.heading(v, s, e, 3)))}
      {sep}
      {tool('Gras (Ctrl+B)', <strong>G</strong>, () => act(md.bold))}
      {tool('Italique', <em>I</em>, () => act(md.italic))}
      {sep}
      {tool('Liste à puces', '•', () => act((v, s, e) => md.list(v, s, e, 'bullet')))}
      {tool('Liste numérotée', '1.', () => act((v, s, e) => md.list(v, s, e, 'number')))}
      {sep}
      {tool('Lien', 'Lien', () => act((v, s, e) => md.link(v, s, e, 'https://', 'texte du lien', true)))}
      {tool('Lien interne', 'Lien interne', () => open('link'))}
      {tool('Tableau', 'Tableau', () => act(md.table))}
      {images ? tool('Insérer une image', 'Image', () => open('image')) : null}
    </div>
  );
}
