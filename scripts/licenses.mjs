// The bundled libraries' licence notices, which their MIT (and similar) licences require to go
// with every copy of their code:
// - `licenceBanners()`: a `/*! … */` comment at the top of each built chunk naming the packages
//   whose code it holds, with their version, licence and copyright line (terser keeps `/*!`
//   comments: rollup.config.mjs), pointing at the file below for the full texts; built from each
//   package's package.json and licence file, so a package whose own header comment bundling
//   drops (most of React's) is named all the same;
// - `thirdPartyLicences()`: dist/THIRD_PARTY_LICENSES, every bundled package with its licence's
//   full text (rollup-plugin-license, which also fails the build on a licence not in ALLOWED).
import license from 'rollup-plugin-license';
import MagicString from 'magic-string';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Licences whose terms the package meets by shipping the notices; anything else fails the build. */
const ALLOWED = '(MIT OR ISC OR BSD-2-Clause OR BSD-3-Clause OR 0BSD OR Apache-2.0)';
export const LICENCES_FILE = 'THIRD_PARTY_LICENSES';

/** The package folder a module id lies in (the innermost `node_modules/<name>`), or null for our own code. */
function packageDir(id) {
  const path = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const m = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(path);
  return m ? m[1] : null;
}

const packages = new Map();
/** A bundled package's name, version, licence and copyright line (from its licence file). */
function packageInfo(dir) {
  if (!packages.has(dir)) {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
    const text = file ? readFileSync(join(dir, file), 'utf8') : '';
    const copyright = /^\s*(Copyright .*?)\s*$/im.exec(text)?.[1] ?? null;
    packages.set(dir, { name: pkg.name, version: pkg.version, license: typeof pkg.license === 'string' ? pkg.license : pkg.license?.type, copyright });
  }
  return packages.get(dir);
}

/** The banner of a chunk: the bundled packages its code comes from, or '' when it holds only ours. */
export function bannerFor(moduleIds) {
  const dirs = [...new Set(moduleIds.map(packageDir).filter((dir) => dir && existsSync(join(dir, 'package.json'))))];
  const infos = dirs.map(packageInfo).sort((a, b) => a.name.localeCompare(b.name));
  if (!infos.length) return '';
  // Packages of one licence and copyright holder in one group: React's three are one line.
  const groups = new Map();
  for (const p of infos) {
    const terms = `${p.license}${p.copyright ? `, ${p.copyright.replace(/\*\//g, '* /').replace(/\.$/, '')}` : ''}`;
    groups.set(terms, [...(groups.get(terms) ?? []), `${p.name} ${p.version}`]);
  }
  const parts = [...groups].map(([terms, names]) => `${names.join(', ')}: ${terms}`);
  return `/*! ${parts.join('; ')}. Licences: ${LICENCES_FILE} */\n`;
}

/** @returns {import('rollup').Plugin} */
export function licenceBanners() {
  return {
    name: 'licence-banners',
    renderChunk(code, chunk, options) {
      const banner = bannerFor(
        Object.entries(chunk.modules)
          .filter(([, m]) => m.renderedLength > 0)
          .map(([id]) => id),
      );
      if (!banner) return null;
      const s = new MagicString(code).prepend(banner);
      return { code: s.toString(), map: options.sourcemap ? s.generateMap({ hires: true }) : null };
    },
  };
}

/** @param {string} file where the licence texts go */
export function thirdPartyLicences(file) {
  return license({
    thirdParty: {
      allow: { test: ALLOWED, failOnUnlicensed: true, failOnViolation: true },
      output: {
        file,
        template: (dependencies) =>
          [
            'aalto-hubs bundles the following packages in its built files (dist/). Their licences',
            'require the copyright and permission notices below to go with every copy.',
            '',
            ...[...dependencies]
              .sort((a, b) => a.name.localeCompare(b.name))
              .flatMap((d) => [
                '-'.repeat(72),
                `${d.name} ${d.version} (${d.license})`,
                ...[d.repository?.url ?? d.repository].filter(Boolean).map(String),
                '',
                (d.licenseText ?? `Licensed under ${d.license}.`).trim(),
                ...(d.noticeText ? ['', d.noticeText.trim()] : []),
                '',
              ]),
          ].join('\n'),
      },
    },
  });
}
