// What the log-in, sign-up and email screens share, imported from here by each of them so the build
// keeps it in one chunk (see ../shared.ts).
export { AuthCard } from './AuthCard.js';
export { CodeStepLoader } from './CodeStepLoader.js';
export { ContactFields } from './ContactFields.js';
export { EmailField } from './EmailField.js';
export { describedBy, FieldError } from './FieldError.js';
export { MethodSwitch } from './MethodSwitch.js';
export { useAuthFlowDeps } from './use-auth-flow-deps.js';
export { CodeEntry } from '../../stores/auth/code-entry.js';
export { ContactForm } from '../../stores/auth/contact-form.js';
export { fieldOf } from '../../stores/auth/form-fields.js';
