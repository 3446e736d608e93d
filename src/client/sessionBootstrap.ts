import { FSM_SHELL_PATHS } from '../domain/system/paths';
import { shellLogin } from './auth';
import { connectToShell, type ShellConnection } from './authChannel/child';
import { ancestorsOf, ChannelError, parseOrigins } from './authChannel/protocol';
import { type AuthShell, startAuthShell } from './authChannel/shell';
import { pageActions } from './pageActions';
import { pageShared } from './pageShared';
import { type RuntimeConfig, runtimeConfig } from './runtimeConfig';
import { $session, hasValidToken } from './session';
import { fetchShellAssertion } from './shellAssertion';

/** How long a framed element waits for a shell to answer before it shows its own login. */
const SHELL_ANSWER_MS = 1_500;
/** After the welcome, how long to wait for the first token. */
const FIRST_TOKEN_MS = 3_000;

interface BootstrapState {
  shell: AuthShell | null;
  child: Promise<ShellConnection> | null;
  autoLogin: Promise<boolean> | null;
}

const state = pageShared<BootstrapState>('bootstrap', () => ({
  shell: null,
  child: null,
  autoLogin: null,
}));

/** spec 2.2: the eight field-service paths log in through the shell when no session exists. */
export function isShellPath(pathname: string): boolean {
  return (FSM_SHELL_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, ''));
}

function trustedOrigins(config: RuntimeConfig, extra: string | undefined): string[] {
  // Our own origin is as trusted as our own code; everything else must be configured or given.
  return parseOrigins([globalThis.location.origin, ...config.allowedOrigins, ...parseOrigins(extra)]);
}

/**
 * Answers frames below this window (web-components.md 9): started once per window by the first root,
 * widened by every element's `allowed-origins`.
 */
export function ensureAuthShell(config: RuntimeConfig, extraOrigins?: string): AuthShell {
  const origins = trustedOrigins(config, extraOrigins);
  if (!state.shell) {
    state.shell = startAuthShell({
      allowedOrigins: origins,
      maxDepth: config.maxFrameDepth,
      onNavigate: (path, origin) =>
        window.dispatchEvent(new CustomEvent('isps-navigate', { detail: { path, origin, fromFrame: true } })),
    });
  } else {
    state.shell.allow(origins);
  }
  return state.shell;
}

/** The connection of this frame to its shell, shared by every element in the frame. */
export function shellConnection(config: RuntimeConfig, extraOrigins?: string): Promise<ShellConnection> {
  state.child ??= connectToShell({
    allowedOrigins: trustedOrigins(config, extraOrigins),
    maxDepth: config.maxFrameDepth,
    timeoutMs: SHELL_ANSWER_MS,
  });
  state.child.then(
    (connection) => {
      pageActions.refreshFromShell = connection.refresh;
    },
    () => undefined,
  );
  return state.child;
}

/**
 * A page inside a frame asked to navigate (`isps-navigate`): the shell above decides
 * (web-components.md 9 navigation requests). Returns whether a shell got the request.
 */
export async function forwardNavigation(path: string): Promise<boolean> {
  if (!state.child) return false;
  try {
    (await state.child).navigate(path);
    return true;
  } catch {
    return false;
  }
}

function waitForToken(ms: number): Promise<boolean> {
  if (hasValidToken($session.get())) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unlisten();
      resolve(hasValidToken($session.get()));
    }, ms);
    const unlisten = $session.listen((session) => {
      if (!hasValidToken(session)) return;
      clearTimeout(timer);
      unlisten();
      resolve(true);
    });
  });
}

/**
 * spec 2.2, 6, 9: one shell login per page, with a one-use assertion from the shell's backend
 * (docs/embedding.md; no credential ever reaches the browser); failure is swallowed silently (spec 8).
 */
export function autoLogin(config: RuntimeConfig): Promise<boolean> {
  state.autoLogin ??= (async () => {
    try {
      const assertion = await fetchShellAssertion(config);
      if (!assertion) return false;
      await shellLogin(assertion);
      return true;
    } catch {
      return false;
    } finally {
      state.autoLogin = null;
    }
  })();
  return state.autoLogin;
}

export type BootstrapOutcome =
  | { kind: 'session' }
  | { kind: 'none' }
  | { kind: 'max-depth'; depth: number; max: number };

/**
 * Finds a session for an element that has none: first from the shell above this frame, then by
 * the shell auto-login when the host asks for it or the page is one of the field-service paths.
 */
export async function bootstrapSession(options: {
  autoLogin: boolean;
  allowedOrigins?: string;
}): Promise<BootstrapOutcome> {
  const config = await runtimeConfig();
  ensureAuthShell(config, options.allowedOrigins);
  if (window.parent !== window) {
    // spec 8: a frame nested too deep refuses, even with a stored session; it sends nothing.
    const depth = ancestorsOf(window).length;
    if (depth > config.maxFrameDepth) return { kind: 'max-depth', depth, max: config.maxFrameDepth };
    const connecting = shellConnection(config, options.allowedOrigins);
    if (hasValidToken($session.get())) {
      connecting.catch(() => undefined); // the shell may still push newer tokens and logouts
    } else {
      try {
        await connecting;
        await waitForToken(FIRST_TOKEN_MS);
      } catch (error) {
        if (error instanceof ChannelError && error.code === 'max-depth') {
          return { kind: 'max-depth', depth: error.depth ?? depth, max: error.max ?? config.maxFrameDepth };
        }
      }
    }
  }
  if (hasValidToken($session.get())) return { kind: 'session' };
  if (options.autoLogin || isShellPath(globalThis.location.pathname)) await autoLogin(config);
  return hasValidToken($session.get()) ? { kind: 'session' } : { kind: 'none' };
}
