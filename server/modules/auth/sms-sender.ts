import type { FastifyBaseLogger } from 'fastify';

export type SmsPurpose = 'login' | 'register' | 'forgot';

/** Sends SMS verification codes; a real gateway implements this and is passed to buildApp. */
export interface SmsSender {
  send(message: { mobile: string; code: string; purpose: SmsPurpose }): Promise<void>;
}

/** The embedded default: writes the code to the server log (demo and development). */
export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send({ mobile, code, purpose }) {
      log.info({ mobile, purpose }, `SMS verification code for ${mobile}: ${code}`);
    },
  };
}
