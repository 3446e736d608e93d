import { defineElement } from '../src/ui/root/defineElement';

/** Form demo: a basic form with validation. */
export const ispsDemoBasicForm = defineElement('isps-demo-basic-form', {
  summary: 'Form demo: a basic form with validation.',
  page: () => import('../src/pages/demo/BasicFormPage'),
  props: {},
  events: {},
});
