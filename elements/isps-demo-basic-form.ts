import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Form demo: a basic form with validation. */
export const ispsDemoBasicForm = defineElement('isps-demo-basic-form', {
  summary: 'Form demo: a basic form with validation.',
  page: () => import('../src/pages/demo/BasicFormPage'),
  props: {},
  events: {},
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-demo-basic-form': ElementOf<typeof ispsDemoBasicForm>;
  }
}
