import type { ResultProps } from 'antd';
import { type ComponentProps, Suspense } from 'react';
import type { LanguageSelectModal } from '../dialogs/LanguageSelectModal';
import { lazyPart, OnceOpened } from './lazyPart';

/**
 * Parts that the first-connect chunks (element root, admin app shell, login page) show only now and
 * then, each loaded when first rendered (issue 17): antd's Result (error and "not available" states,
 * 11 KB gzip with its three pictures) and the language dialog (antd's Radio).
 */
const ResultPart = lazyPart(() => import('antd/es/result').then((module) => module.default));

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

/** The language dialog (spec 2.9), loaded when it first opens. */
export function LazyLanguageSelectModal(props: ComponentProps<typeof LanguageSelectModal>) {
  return (
    <OnceOpened open={props.open}>
      <LanguagePart {...props} />
    </OnceOpened>
  );
}
