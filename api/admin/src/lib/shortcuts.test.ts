import { describe, expect, it } from 'vitest';
import { isEditable, type KeyPress, toggleBold, togglesSidebar } from './shortcuts.ts';

const el = (tagName: string, extra: Record<string, unknown> = {}) =>
  ({ tagName, isContentEditable: false, ...extra }) as unknown as EventTarget;

function press(over: Partial<KeyPress> = {}): KeyPress {
  return {
    key: 'b',
    ctrlKey: true,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    defaultPrevented: false,
    target: el('BODY'),
    ...over,
  };
}

describe('the sidebar shortcut', () => {
  it('toggles on Ctrl+B or Cmd+B outside any field', () => {
    expect(togglesSidebar(press())).toBe(true);
    expect(togglesSidebar(press({ ctrlKey: false, metaKey: true }))).toBe(true);
    expect(togglesSidebar(press({ key: 'B' }))).toBe(true);
    expect(togglesSidebar(press({ target: el('BUTTON') }))).toBe(true);
    expect(togglesSidebar(press({ target: el('INPUT', { type: 'checkbox' }) }))).toBe(true);
  });

  it('never fires while typing: text area, input, select, editable content', () => {
    for (const target of [
      el('TEXTAREA'),
      el('INPUT', { type: 'text' }),
      el('INPUT', { type: 'search' }),
      el('INPUT'),
      el('SELECT'),
      el('DIV', { isContentEditable: true }),
    ]) {
      expect(togglesSidebar(press({ target }))).toBe(false);
    }
  });

  it('ignores other keys, other chords, and a press a Markdown area already handled', () => {
    expect(togglesSidebar(press({ key: 'i' }))).toBe(false);
    expect(togglesSidebar(press({ ctrlKey: false }))).toBe(false);
    expect(togglesSidebar(press({ shiftKey: true }))).toBe(false);
    expect(togglesSidebar(press({ altKey: true }))).toBe(false);
    expect(togglesSidebar(press({ defaultPrevented: true }))).toBe(false);
  });

  it('tells fields from the rest', () => {
    expect(isEditable(null)).toBe(false);
    expect(isEditable(el('A'))).toBe(false);
    expect(isEditable(el('input', { type: 'email' }))).toBe(true);
    expect(isEditable(el('INPUT', { type: 'radio' }))).toBe(false);
  });
});

/** The text after a change, with the selection shown as [ ]. */
function apply(text: string): string {
  const start = text.indexOf('[');
  const end = text.indexOf(']') - 1;
  const value = text.replace('[', '').replace(']', '');
  const c = toggleBold(value, start, end);
  const out = value.slice(0, c.from) + c.insert + value.slice(c.to);
  return `${out.slice(0, c.selStart)}[${out.slice(c.selStart, c.selEnd)}]${out.slice(c.selEnd)}`;
}

describe('Markdown bold', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(apply('Le [loyer] compte')).toBe('Le **[loyer]** compte');
  });

  it('leaves the spaces at the ends of the selection outside the marks', () => {
    expect(apply('Le[ loyer ]compte')).toBe('Le **[loyer]** compte');
  });

  it('inserts empty marks with the caret inside when nothing is selected', () => {
    expect(apply('Le []compte')).toBe('Le **[]**compte');
  });

  it('unwraps a selection already in bold, marks inside or around it', () => {
    expect(apply('Le **[loyer]** compte')).toBe('Le [loyer] compte');
    expect(apply('Le [**loyer**] compte')).toBe('Le [loyer] compte');
  });

  it('works at the very start and end of the text', () => {
    expect(apply('[Loyer]')).toBe('**[Loyer]**');
    expect(apply('**[Loyer]**')).toBe('[Loyer]');
    expect(apply('*[Loyer]**')).toBe('***[Loyer]****');
  });
});
