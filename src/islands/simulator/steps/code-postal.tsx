/** Step « code-postal » of the simulator: « Où se trouve le logement ? » — its draft, its answers and its fields. */
import { CommunePicker } from '../CommunePicker.tsx';
import { type QuestionStep, str } from './shared.tsx';

export const codePostalStep: QuestionStep = {
  title: 'sim.postcode.title',
  intro: 'sim.postcode.intro',
  init: (form, prefill) => ({
    postalCode: form.postalCode ?? prefill?.postalCode ?? '',
    inseeCode: form.inseeCode,
    communeName: form.communeName,
    zone: form.zone ?? prefill?.zone,
    overseas: form.overseas,
  }),
  toData: (d) => ({
    postalCode: str(d.postalCode).trim(),
    ...(d.inseeCode ? { inseeCode: d.inseeCode } : {}),
    ...(d.communeName ? { communeName: d.communeName } : {}),
    zone: d.zone,
    // Always sent, so that a change from an overseas commune to a mainland one leaves no trace.
    overseas: d.overseas === true,
  }),
  isEmpty: (d) => str(d.postalCode).trim() === '',
  render: ({ draft, set, errors }) => <CommunePicker draft={draft} set={set} errors={errors} />,
};
