import { Spin } from 'antd';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { $session, hasValidToken } from '../../client/session';
import { type BootstrapOutcome, bootstrapSession } from '../../client/sessionBootstrap';
import { $signInDesk, signInPrompter, waitForSignIn } from '../../client/signIn';
import type { ChannelErrorDetail } from './defineElement';
import { emit } from './emit';
import { useHost, useSession, useT } from './hooks';
import { lazyPart } from './lazyPart';
import { LazyResult } from './lazyParts';
import { useStore } from './useStore';

/**
 * The login form of an element that finds no session. Most visits bring one (issue 17: the supplier
 * workbench's rows do not wait for a form they never show), so it loads only when no token is stored.
 */
const LoginFormPart = lazyPart(() => import('../account/LoginForm').then((module) => module.LoginForm));
/** The waiting note of the other elements of such a page: with its icon, off every element's first path. */
const SignInWaitPart = lazyPart(() => import('./SignInWait').then((module) => module.SignInWait));

const waiting = <Spin style={{ display: 'block', padding: 48 }} />;

/**
 * Renders the page once a session exists (architecture.md "data flow" step 3): from storage, from the
 * shell above this frame, or by the shell auto-login. Otherwise one element of the page shows the
 * login form and the others wait for the shared session (docs/embedding.md "Signing in").
 */
export function SessionGate({
  autoLogin,
  allowedOrigins,
  children,
}: {
  autoLogin: boolean;
  allowedOrigins: string | undefined;
  children: ReactNode;
}) {
  const session = useSession();
  const host = useHost();
  const t = useT('runtime');
  const valid = hasValidToken(session);
  const [outcome, setOutcome] = useState<BootstrapOutcome | null>(null);
  // The language may change while bootstrapping; that must not start it again.
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    let current = true;
    if (!hasValidToken($session.get())) void LoginFormPart.preload();
    void bootstrapSession({ autoLogin, allowedOrigins }).then((result) => {
      if (!current) return;
      setOutcome(result);
      if (result.kind === 'max-depth') {
        console.error(`[isps] ${tRef.current('channel.maxDepth', { max: result.max })}`);
        emit<ChannelErrorDetail>(host, 'isps-channel-error', {
          code: 'max-depth',
          depth: result.depth,
          max: result.max,
        });
      }
    });
    return () => {
      current = false;
    };
  }, [autoLogin, allowedOrigins, host]);

  const needsSignIn = !valid && outcome !== null && outcome.kind !== 'max-depth';
  useEffect(() => (needsSignIn ? waitForSignIn(host) : undefined), [needsSignIn, host]);

  if (outcome?.kind === 'max-depth') {
    return <LazyResult status="error" title={t('channel.maxDepth', { max: outcome.max })} />;
  }
  if (valid && (outcome !== null || window.parent === window)) return children;
  if (outcome === null) return waiting;
  return <SignInOrWait host={host} />;
}

/** The page's one login form in the element chosen to ask, a short waiting note in every other one. */
function SignInOrWait({ host }: { host: HTMLElement }) {
  const desk = useStore($signInDesk);
  const prompter = signInPrompter(desk);
  if (prompter === host) {
    return (
      <Suspense fallback={waiting}>
        <LoginFormPart forPage={false} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={waiting}>
      <SignInWaitPart prompter={prompter} />
    </Suspense>
  );
}
