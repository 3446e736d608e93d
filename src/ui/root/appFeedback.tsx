import type { useAppProps } from 'antd/es/app/context';
import type { MessageType } from 'antd/es/message/interface';
import type { ModalFuncWithPromise } from 'antd/es/modal/useModal';
import {
  type ComponentType,
  createContext,
  type Key,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { lazyPart, whenIdle } from './lazyPart';

/** The page's message, notification and modal functions, as antd's `App.useApp` hook gives them. */
export type AppFeedback = useAppProps;

/** What the holders (antd's `useMessage`, `useNotification`, `useModal`) hand to the provider. */
export interface FeedbackHoldersProps {
  getContainer: () => HTMLElement;
  onReady: (api: AppFeedback) => void;
}

const AppFeedbackContext = createContext<AppFeedback | null>(null);

/**
 * The message, notification and modal functions of the element (antd's `App.useApp` hook), for any part
 * inside `AppFeedbackProvider` (every element root).
 */
export function useAppFeedback(): AppFeedback {
  const feedback = useContext(AppFeedbackContext);
  if (!feedback) throw new Error('useAppFeedback: outside an element root (AppFeedbackProvider)');
  return feedback;
}

type MessageMethod = 'info' | 'success' | 'error' | 'warning' | 'loading';
type NotificationMethod = 'success' | 'error' | 'info' | 'warning' | 'open';
type ModalMethod = 'info' | 'success' | 'error' | 'warning' | 'confirm';

const MESSAGE_METHODS: readonly MessageMethod[] = ['info', 'success', 'error', 'warning', 'loading'];
const NOTIFICATION_METHODS: readonly NotificationMethod[] = ['success', 'error', 'info', 'warning', 'open'];
const MODAL_METHODS: readonly ModalMethod[] = ['info', 'success', 'error', 'warning', 'confirm'];

type ModalHandle = ReturnType<ModalFuncWithPromise>;

/**
 * Functions that call antd's once the holders are in and, until then, ask for them and wait: a call
 * made before (the first seconds of a page) shows as soon as they have loaded, in order, and its
 * handle (close a message, update or destroy a dialog, await either) acts on the real one.
 */
function deferredFeedback(ready: () => Promise<AppFeedback>, current: () => AppFeedback | null): AppFeedback {
  // The real handles are thenables: they travel boxed, or the promise would wait for them to settle.
  const messageHandle = (pending: Promise<{ real: MessageType }>): MessageType =>
    Object.assign(
      () => {
        void pending.then(({ real }) => real());
      },
      {
        // biome-ignore lint/suspicious/noThenProperty: antd's message handle is a thenable (MessageType).
        then: <A = boolean, B = never>(
          resolve?: ((closed: boolean) => A | PromiseLike<A>) | null,
          reject?: ((reason: unknown) => B | PromiseLike<B>) | null,
        ) =>
          pending.then(({ real }) => new Promise<boolean>((done) => real.then(done))).then(resolve, reject),
      },
    );
  const modalHandle = (pending: Promise<{ real: ModalHandle }>): ModalHandle => ({
    destroy: () => {
      void pending.then(({ real }) => real.destroy());
    },
    update: (configUpdate) => {
      void pending.then(({ real }) => real.update(configUpdate));
    },
    // biome-ignore lint/suspicious/noThenProperty: antd's dialog handle is a thenable (ModalFuncWithPromise).
    then: <T,>(resolve: (confirmed: boolean) => T, reject: VoidFunction) =>
      pending.then(({ real }) => real.then(resolve, reject)),
  });

  const message = {
    ...Object.fromEntries(
      MESSAGE_METHODS.map((method) => [
        method,
        (...args: Parameters<AppFeedback['message'][MessageMethod]>) =>
          current()?.message[method](...args) ??
          messageHandle(ready().then((api) => ({ real: api.message[method](...args) }))),
      ]),
    ),
    open: (...args: Parameters<AppFeedback['message']['open']>) =>
      current()?.message.open(...args) ??
      messageHandle(ready().then((api) => ({ real: api.message.open(...args) }))),
    destroy: (key?: Key) => {
      const api = current();
      if (api) api.message.destroy(key);
      else void ready().then((loaded) => loaded.message.destroy(key));
    },
  } as AppFeedback['message'];
  const notification = {
    ...Object.fromEntries(
      NOTIFICATION_METHODS.map((method) => [
        method,
        (...args: Parameters<AppFeedback['notification'][NotificationMethod]>) => {
          const api = current();
          if (api) api.notification[method](...args);
          else void ready().then((loaded) => loaded.notification[method](...args));
        },
      ]),
    ),
    destroy: (key?: Key) => {
      const api = current();
      if (api) api.notification.destroy(key);
      else void ready().then((loaded) => loaded.notification.destroy(key));
    },
  } as AppFeedback['notification'];
  const modal = Object.fromEntries(
    MODAL_METHODS.map((method) => [
      method,
      (...args: Parameters<ModalFuncWithPromise>) =>
        current()?.modal[method](...args) ??
        modalHandle(ready().then((api) => ({ real: api.modal[method](...args) }))),
    ]),
  ) as AppFeedback['modal'];
  return { message, notification, modal };
}

/**
 * How long after an element root mounts its holders wait before loading unasked: on the slow 4G
 * profile of issue 17 a page's first data and the logged-in layout after an instant login come within
 * it, so the holders' 18 KB gzip do not share the link with them (bench/network).
 */
const SETTLE_MS = 5_000;

const Holders = lazyPart<FeedbackHoldersProps>(() =>
  import('./AppFeedbackHolders').then((module) => module.AppFeedbackHolders),
);
/** The holders once loaded: later roots render them at once, without a suspended first render. */
let loadedHolders: ComponentType<FeedbackHoldersProps> | null = null;

/** Loads the holders now (tests, or a page that knows it will show a message at once). */
export function preloadAppFeedback(): Promise<unknown> {
  return import('./AppFeedbackHolders').then((module) => {
    loadedHolders = module.AppFeedbackHolders;
  });
}

/**
 * What antd's `<App component={false}>` gave the element root, without its 18 KB gzip (message,
 * notification and modal with their hooks) on the first paint's path (issue 17): the functions are
 * there at once (`useAppFeedback`), the holders that draw them load once the page has settled and is
 * idle, or at the first call. The messages, notifications and dialogs are antd's own, in the same place of the tree.
 */
export function AppFeedbackProvider({
  getContainer,
  children,
}: {
  getContainer: () => HTMLElement;
  children: ReactNode;
}) {
  const [wanted, setWanted] = useState(loadedHolders !== null);
  const holders = useMemo(() => {
    const state: { api: AppFeedback | null; resolve: (api: AppFeedback) => void } = {
      api: null,
      resolve: () => {},
    };
    const ready = new Promise<AppFeedback>((done) => {
      state.resolve = done;
    });
    return { state, ready };
  }, []);
  const feedback = useMemo(
    () =>
      deferredFeedback(
        () => {
          setWanted(true);
          return holders.ready;
        },
        () => holders.state.api,
      ),
    [holders],
  );
  // Loaded once the page has settled (its first chunks and data in: a few seconds on a slow mobile
  // link), when the browser is idle, so the first call usually finds them; a call made earlier loads
  // them at once.
  useEffect(() => {
    let cancelIdle = () => {};
    const settle = setTimeout(() => {
      cancelIdle = whenIdle(() => setWanted(true));
    }, SETTLE_MS);
    return () => {
      clearTimeout(settle);
      cancelIdle();
    };
  }, []);
  const onReady = useCallback(
    (api: AppFeedback) => {
      holders.state.api = api;
      holders.state.resolve(api);
    },
    [holders],
  );
  const Loaded = loadedHolders;
  return (
    <AppFeedbackContext.Provider value={feedback}>
      {children}
      {Loaded ? (
        <Loaded getContainer={getContainer} onReady={onReady} />
      ) : wanted ? (
        <Suspense fallback={null}>
          <Holders getContainer={getContainer} onReady={onReady} />
        </Suspense>
      ) : null}
    </AppFeedbackContext.Provider>
  );
}
