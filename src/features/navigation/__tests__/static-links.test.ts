import { navigate } from 'gatsby';
import { routeStaticLinks } from '../static-links';

// Gatsby's loader as the app exposes it: the pages it knows, the others not found.
const KNOWN_PAGES = new Set(['/programmes', '/programmes/bts-sio']);
const loader = {
  loadPage: jest.fn(async () => undefined),
  isPageNotFound: jest.fn((path: string) => !KNOWN_PAGES.has(path.split('?')[0])),
};
const assign = jest.fn();

beforeAll(() => {
  routeStaticLinks();
  Object.assign(window, { ___loader: loader });
  // jsdom's location cannot be followed; what the browser would load is recorded.
  Object.defineProperty(window, 'location', { value: { ...window.location, assign, origin: window.location.origin }, writable: true });
});

// jsdom cannot follow a link the browser would: it says so on the console, which says nothing here.
const jsdomConsoleError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Not implemented: navigation')) jsdomConsoleError(...args);
  });
});
afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  jest.mocked(navigate).mockClear();
  assign.mockClear();
  document.body.innerHTML = `
    <div class="static-html">
      <a href="/programmes/bts-sio">BTS SIO</a>
      <a href="/formations/bts-sio?x=1#admission">Ancienne adresse</a>
      <a href="/uploads/brochure.pdf">Brochure PDF</a>
      <a href="/crm/brochure" aria-haspopup="dialog">Recevoir la brochure</a>
      <a href="https://partenaire.example/">Partenaire</a>
      <a href="/programmes" target="_blank">Nouvel onglet</a>
    </div>
    <div id="root"><div class="static-html" id="waiting-block"><a href="/programmes">Formations (bloc pas encore hydraté)</a></div></div>
    <div class="static-html"><a href="/programmes">Formations (rendu par React)</a></div>
    <nav><a href="/programmes">Formations (hydraté)</a></nav>`;
});

const click = (name: string, init: MouseEventInit = {}) => {
  const link = [...document.querySelectorAll('a')].find((anchor) => anchor.textContent === name)!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return event;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('links inside static HTML', () => {
  it('open a site page through Gatsby’s router', async () => {
    expect(click('BTS SIO').defaultPrevented).toBe(true);
    await settle();
    expect(navigate).toHaveBeenCalledWith('/programmes/bts-sio');
    expect(assign).not.toHaveBeenCalled();
  });

  it('load an address Gatsby has no page for from the server (an old address it redirects), query and anchor kept', async () => {
    click('Ancienne adresse');
    await settle();
    expect(navigate).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/formations\/bts-sio\?x=1#admission$/));
  });

  it('leave files, other sites, new tabs, modified clicks, the pop-in’s calls to action and hydrated links to the browser or to React', async () => {
    for (const name of ['Brochure PDF', 'Partenaire', 'Nouvel onglet', 'Recevoir la brochure', 'Formations (hydraté)']) {
      expect(click(name).defaultPrevented).toBe(false);
    }
    expect(click('BTS SIO', { ctrlKey: true }).defaultPrevented).toBe(false);
    await settle();
    expect(navigate).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("route a block's links before it hydrates, although React's root stops the click on its way down", async () => {
    // What React's listener on the root does with a click on a block it could not hydrate yet.
    const root = document.getElementById('root')!;
    const stopAtRoot = (event: Event) => event.stopPropagation();
    root.addEventListener('click', stopAtRoot, { capture: true });
    try {
      expect(click('Formations (bloc pas encore hydraté)').defaultPrevented).toBe(true);
      await settle();
      expect(navigate).toHaveBeenCalledWith('/programmes');
    } finally {
      root.removeEventListener('click', stopAtRoot, { capture: true });
    }
  });

  it('leave the links React rendered inside a wrapper to React', async () => {
    const link = [...document.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Formations (rendu par React)')!;
    // The mark React DOM puts on each element it renders.
    Object.assign(link, { __reactFiber$test: {} });
    expect(click('Formations (rendu par React)').defaultPrevented).toBe(false);
    await settle();
    expect(navigate).not.toHaveBeenCalled();
  });
});
