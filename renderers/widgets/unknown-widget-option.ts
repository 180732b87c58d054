/** The ui:option under which known-widgets.ts hands UnknownWidget the widget name nobody registered. */
export const UNKNOWN_WIDGET_OPTION = 'unknownWidget';
