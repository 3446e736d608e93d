/**
 * JSX typing of every registered tag for React 19 hosts (web-components.md 5): props as properties
 * (camelCase) and `onisps-*` handlers for the events. Type-only; import it once in a React host:
 * `import type {} from '<isps>/elements/react-jsx'`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CommonProps, ElementDefinition, PropsOf } from '../src/ui/root/defineElement';
import type { elementRegistry } from './registry';

type Registry = typeof elementRegistry;

type JsxPropsOf<D> =
  D extends ElementDefinition<infer S, infer E>
    ? PropsOf<S> &
        CommonProps & { [K in E as `on${K}`]?: (event: CustomEvent) => void } & {
          'onisps-ready'?: (event: CustomEvent<{ tag: string }>) => void;
          'onisps-load-error'?: (event: CustomEvent) => void;
        } & DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>
    : never;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends ElementsOf<Registry> {}
  }
}

type ElementsOf<R> = { [Tag in keyof R]: JsxPropsOf<R[Tag]> };
