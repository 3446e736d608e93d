import { provideTestServices } from './test-services';

/** The server project's PostgreSQL and Redis: given ones, or throwaway ones for this run (test-services.ts). */
export default async function setup(): Promise<() => void> {
  return provideTestServices();
}
