/**
 * JSX typing of every registered tag for React 19 hosts (web-components.md 5): props as properties
 * (camelCase) and `onisps-*` handlers for the events with their detail. Type-only; import it once in
 * a React host: `import type {} from '<isps>/elements/react-jsx'`. It is left out of the bundled
 * declarations, whose hosts need not have React's types (vite.config.ts).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ElementOf, EventsOf } from '../src/ui/root/defineElement';
import type { elementRegistry } from './registry';
import type { IspsEventMap } from './types';

type Registry = typeof elementRegistry;

type Handlers<Events> = { [K in keyof Events as `on${K & string}`]?: (event: Events[K]) => void };

type JsxPropsOf<D> = Partial<Omit<ElementOf<D>, keyof HTMLElement>> &
  Handlers<EventsOf<D>> &
  Handlers<Pick<IspsEventMap, 'isps-ready' | 'isps-load-error' | 'isps-channel-error'>> &
  DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends ElementsOf<Registry> {}
  }
}

type ElementsOf<R> = { [Tag in keyof R]: JsxPropsOf<R[Tag]> };
