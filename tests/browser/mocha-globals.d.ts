/**
 * The Mocha globals @web/test-runner provides in the page (its bundled Mocha ships no types).
 * Only what the browser tests use.
 */
type MochaCallback = (this: unknown) => void | Promise<void>;

declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: MochaCallback): void;
declare function before(body: MochaCallback): void;
declare function after(body: MochaCallback): void;
declare function beforeEach(body: MochaCallback): void;
declare function afterEach(body: MochaCallback): void;
