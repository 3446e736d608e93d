import { defineElement } from '../src/ui/root/defineElement';

/** Form demo: a form in steps. */
export const ispsDemoStepForm = defineElement('isps-demo-step-form', {
  summary: 'Form demo: a form in steps.',
  page: () => import('../src/pages/demo/StepFormPage'),
  props: {},
  events: {},
});
