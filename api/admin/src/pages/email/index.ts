/** The e-mail section, loaded as one chunk: templates, template editor, e-mail log, contact messages. */
export { ContactMessages } from './ContactMessages.tsx';
export { EmailLogs } from './Logs.tsx';
export { TemplateEdit } from './TemplateEdit.tsx';
export { TemplateList } from './Templates.tsx';
