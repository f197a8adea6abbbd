/** The question/answer list of a city page or a guide: edit, remove, add; errors keyed `faq.<i>.<field>`. */
import type { CityBody } from '../../../routes/admin/cities.ts';
import { TextInput } from './form/TextInput.tsx';
import { MarkdownField } from './markdown/MarkdownField.tsx';

/** A question and its answer, as city pages and guides send them (the same shape on both routes). */
export type FaqItem = NonNullable<CityBody['faq']>[number];

export function FaqEditor(props: {
  title: string;
  items: FaqItem[];
  onChange: (items: FaqItem[]) => void;
  errors: Record<string, string[] | undefined>;
}) {
  const { items, onChange, errors } = props;
  const update = (i: number, patch: Partial<FaqItem>) =>
    onChange(items.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <div className="card">
      <h2>{props.title}</h2>
      <p className="hint">
        Chaque question saisie est publiée sur la page, dans cet ordre, qu’il y en ait une ou plusieurs.
      </p>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
        <div key={i} className="faq-row">
          <TextInput
            label={`Question ${i + 1}`}
            value={item.question}
            onChange={(x) => update(i, { question: x })}
            error={errors[`faq.${i}.question`]}
          />
          <MarkdownField
            label={`Réponse ${i + 1} (Markdown)`}
            rows={3}
            images={false}
            counter={false}
            value={item.answer}
            onChange={(x) => update(i, { answer: x })}
            error={errors[`faq.${i}.answer`]}
          />
          <button
            type="button"
            className="btn small danger"
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          >
            Retirer
          </button>
        </div>
      ))}
      {errors.faq ? <p className="field-error">{errors.faq.join(' ')}</p> : null}
      <button
        type="button"
        className="btn"
        onClick={() => onChange([...items, { question: '', answer: '' }])}
      >
        Ajouter une question
      </button>
    </div>
  );
}
