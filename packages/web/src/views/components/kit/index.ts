// The shared pieces of the member screens. Their CSS loads with the first screen that imports this.
import './kit.css';

export { Badge, type BadgeTone } from './Badge.js';
export { ConfirmDialog } from './ConfirmDialog.js';
export { CopyButton } from './CopyButton.js';
export { InfoTip } from './InfoTip.js';
export { LeaveGuard } from './LeaveGuard.js';
export { Pager } from './Pager.js';
export { EmptyState, ErrorState, Skeleton } from './States.js';
export { tabId, tabPanelId, Tabs, type TabItem } from './Tabs.js';
export { FieldMessage, TextAreaField, TextField, type FieldProblem } from './TextField.js';
export { usePageTitle } from './use-page-title.js';
