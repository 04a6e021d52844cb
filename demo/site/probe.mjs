// The problem probe: a script the demo server puts first in a page's head when the request has the
// cookie `demo_probe` (test/engines/: a WebDriver classic session, WebKit's, has no script of its
// own to run before the page's). It keeps what the console would show as a problem — console
// errors and warnings, uncaught exceptions and rejections, resources that failed to load — in
// `window.__demoProblems`, which the driver reads.
export const PROBE_COOKIE = 'demo_probe';

export const PROBE = `<script>
  (() => {
    const problems = (window.__demoProblems = []);
    const text = (value) => (value instanceof Error ? value.message : typeof value === 'string' ? value : (() => { try { return JSON.stringify(value); } catch { return String(value); } })());
    for (const type of ['error', 'warn']) {
      const original = console[type];
      console[type] = function (...args) {
        problems.push((type === 'warn' ? 'warning' : 'error') + ': ' + args.map(text).join(' '));
        return original.apply(this, args);
      };
    }
    addEventListener('error', (event) => {
      const target = event.target;
      if (target && target !== window && target.localName) problems.push('error: failed to load ' + (target.src || target.href || target.localName));
      else problems.push('pageerror: ' + (event.error ? text(event.error) : event.message));
    }, true);
    addEventListener('unhandledrejection', (event) => problems.push('pageerror: ' + text(event.reason)));
  })();
</script>`;
