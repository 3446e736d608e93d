/**
 * Placeholder entry of the admin app (the router, layouts and menu come with a later issue): shows
 * the login element, then the account center and the user's messages. It uses the elements exactly
 * as any host does, through the loader at /elements/index.js.
 */
const app = document.getElementById('app') as HTMLElement;

function show(...tags: string[]): void {
  app.replaceChildren(...tags.map((tag) => document.createElement(tag)));
}

show('isps-login');
app.addEventListener('isps-login', () => show('isps-account-center', 'isps-user-announcement'));
