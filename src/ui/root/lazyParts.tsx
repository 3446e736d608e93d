import type { AlertProps, PopconfirmProps, ResultProps } from 'antd';
import { type ComponentProps, Suspense } from 'react';
import type { LanguageSelectModal } from '../dialogs/LanguageSelectModal';
import { lazyPart, OnceOpened } from './lazyPart';

/**
 * Parts that the first-connect chunks (element root, admin app shell, login page) show only now and
 * then, each loaded when first rendered (issue 17): antd's Result (error and "not available" states,
 * 11 KB gzip with its three pictures), the language dialog (antd's Radio), and for every list page
 * antd's Alert (errors, the selection bar) and Popconfirm (a row's delete).
 */
const ResultPart = lazyPart(() => import('antd/es/result').then((module) => module.default));

const AlertPart = lazyPart(() => import('antd/es/alert').then((module) => module.default));

const PopconfirmPart = lazyPart(() => import('antd/es/popconfirm').then((module) => module.default));

const LanguagePart = lazyPart(() =>
  import('../dialogs/LanguageSelectModal').then((module) => module.LanguageSelectModal),
);

/** antd's Result, loaded when first shown; nothing stands in meanwhile (it is a page of its own). */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <ResultPart {...props} />
    </Suspense>
  );
}

/**
 * antd's Alert where it shows only after something happened (an error, a selection): loaded when
 * first shown; nothing stands in meanwhile, as nothing stood there before it.
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <AlertPart {...props} />
    </Suspense>
  );
}

/**
 * antd's Popconfirm around a row's button (delete): loaded when the first such button renders, the
 * button itself standing in until then, so the row looks the same (its popover and the modal's action
 * buttons, 4 KB gzip, are not on a list's first rows).
 */
export function LazyPopconfirm(props: PopconfirmProps) {
  return (
    <Suspense fallback={props.children}>
      <PopconfirmPart {...props} />
    </Suspense>
  );
}

/** The language dialog (spec 2.9), loaded when it first opens. */
export function LazyLanguageSelectModal(props: ComponentProps<typeof LanguageSelectModal>) {
  return (
    <OnceOpened open={props.open}>
      <LanguagePart {...props} />
    </OnceOpened>
  );
}
