/** Temporary: the shared pieces moved to components/, hooks/ and lib/; screens not yet split import them here. */
export { Badge, STATUS_LABELS } from './components/Badge.tsx';
export { FaqEditor, type FaqItem } from './components/FaqEditor.tsx';
export { FormMessage } from './components/form/FormMessage.tsx';
export { Checkbox, Select } from './components/form/Select.tsx';
export { TextArea, TextInput } from './components/form/TextInput.tsx';
export { PageHeader } from './components/PageHeader.tsx';
export { SeoFields } from './components/SeoFields.tsx';
export { ErrorBox, Loaded, Loading, Notice } from './components/status.tsx';
export { useForm } from './hooks/useForm.ts';
export { useLoad } from './hooks/useLoad.ts';
export { fmtBytes, fmtDate, fmtDateTime, fmtDuration, fmtEuros, fmtInt } from './lib/format.ts';
export { toNumber } from './lib/forms.ts';
