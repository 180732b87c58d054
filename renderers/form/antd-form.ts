/**
 * rjsf's Form with @rjsf/antd's templates and without its widgets. Every field the renderer draws
 * names one of our widgets (build-form-schema.ts sets `ui:widget` on each), so @rjsf/antd's widget
 * set (DatePicker, Select, Slider, Radio… all imported by its index) would only add weight to every
 * form page. The imports are by file, not by package index: @rjsf/antd's index pulls those widgets
 * and @rjsf/core's pulls its test registry with ajv.
 */
import { generateTemplates } from '@rjsf/antd/lib/templates/index.js';
import withTheme from '@rjsf/core/lib/withTheme.js';

export const antdTemplates = generateTemplates();

export const AntdForm = withTheme({ templates: antdTemplates });
