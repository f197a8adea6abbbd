/**
 * The SEO title and description of a page, with counters: the public site cuts descriptions at
 * META_DESCRIPTION_MAX characters (spec §9), so the counter says where the cut falls.
 */
import { META_DESCRIPTION_MAX } from '../../../../src/lib/shared/seo.ts';
import { TextArea, TextInput } from './form/TextInput.tsx';

export function SeoFields(props: {
  title: string;
  description: string;
  onTitle: (v: string) => void;
  onDescription: (v: string) => void;
  errors: Record<string, string[] | undefined>;
}) {
  return (
    <>
      <TextInput
        label="Titre SEO"
        name="metaTitle"
        value={props.title}
        onChange={props.onTitle}
        error={props.errors.metaTitle}
        hint={`${props.title.length}/70`}
      />
      <TextArea
        label="Description SEO"
        name="metaDescription"
        rows={3}
        value={props.description}
        onChange={props.onDescription}
        error={props.errors.metaDescription}
        hint={`${props.description.length}/${META_DESCRIPTION_MAX} (au-delà, coupée sur le site)`}
      />
    </>
  );
}
