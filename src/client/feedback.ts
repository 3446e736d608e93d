import { atom, type WritableAtom } from 'nanostores';
import { pageShared } from './pageShared';

/**
 * Notifications and modals raised outside React (HTTP errors, spec 8) are queued here and shown
 * by one mounted element root, inside its shadow root, never in document.body (web-components.md 2).
 * Texts are i18n keys (`area:key`) so the showing root translates them in the page language.
 */
export type FeedbackLevel = 'success' | 'info' | 'warning' | 'error';

export interface TextRef {
  key: string;
  params?: Record<string, unknown>;
}

/** A literal text (a server message) or a translation key. */
export type FeedbackText = string | TextRef;

export type FeedbackRequest =
  | {
      kind: 'notification';
      level: FeedbackLevel;
      title: FeedbackText;
      description?: FeedbackText;
      seconds?: number;
    }
  | {
      kind: 'confirm';
      level: FeedbackLevel;
      title: FeedbackText;
      content: FeedbackText;
      okText: FeedbackText;
      mask: boolean;
      onOk: () => void;
    };

export type Feedback = FeedbackRequest & { id: number };

interface FeedbackBus {
  queue: WritableAtom<Feedback[]>;
  /** Mounted roots in mount order; the first one shows the queue. */
  outlets: WritableAtom<symbol[]>;
  nextId: number;
}

const bus = pageShared<FeedbackBus>('feedback', () => ({ queue: atom([]), outlets: atom([]), nextId: 1 }));

export const $feedbackQueue = bus.queue;
export const $feedbackOutlets = bus.outlets;

export function pushFeedback(request: FeedbackRequest): number {
  const id = bus.nextId++;
  bus.queue.set([...bus.queue.get(), { ...request, id } as Feedback]);
  return id;
}

/** Removes a shown item; returns it, or undefined when another root took it first. */
export function takeFeedback(id: number): Feedback | undefined {
  const queue = bus.queue.get();
  const item = queue.find((f) => f.id === id);
  if (item) bus.queue.set(queue.filter((f) => f.id !== id));
  return item;
}

export function registerOutlet(outlet: symbol): () => void {
  bus.outlets.set([...bus.outlets.get(), outlet]);
  return () => bus.outlets.set(bus.outlets.get().filter((o) => o !== outlet));
}
