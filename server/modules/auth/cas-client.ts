import { AppError } from '../../http/app-error';

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
}

/**
 * Validates a CAS service ticket with `<cas>/serviceValidate` (CAS 2.0 protocol) and returns the
 * user name of `<cas:authenticationSuccess><cas:user>`.
 */
export async function validateCasTicket(
  casServerUrl: string,
  ticket: string,
  service: string,
): Promise<string> {
  const url = new URL(`${casServerUrl}/serviceValidate`);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('service', service);
  let body: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
    if (!response.ok) throw new Error(`CAS answered HTTP ${response.status}`);
    body = await response.text();
  } catch {
    throw new AppError('auth.casUnreachable');
  }
  const user = /<cas:authenticationSuccess>[\s\S]*?<cas:user>\s*([^<]+?)\s*<\/cas:user>/.exec(body)?.[1];
  if (user) return decodeXml(user);
  const failure =
    /<cas:authenticationFailure(?:\s+code="([^"]*)")?[^>]*>([\s\S]*?)<\/cas:authenticationFailure>/.exec(
      body,
    );
  const reason = failure
    ? decodeXml(`${failure[1] ?? ''} ${failure[2]?.trim() ?? ''}`.trim())
    : 'no CAS answer';
  throw new AppError('auth.casTicketRefused', { reason: reason.slice(0, 200) });
}
