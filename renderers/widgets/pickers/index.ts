/** The modal pickers, loaded together on first use (lazy-pickers.tsx). */
export { UserSelectWidget } from './UserSelectWidget';
export { DepartTreeModalWidget } from './DepartTreeModalWidget';
export { ListSelectWidget } from './ListSelectWidget';
export { PositionSelectWidget } from './PositionSelectWidget';
export { PopupWidget } from './PopupWidget';
