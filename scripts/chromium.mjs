// Debian's Chromium is the only browser on our machines (no browser download works), launched headless
// with the flags that keep it from calling home: one list for tests, benches and screenshots.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
