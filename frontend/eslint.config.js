import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow shared → features → app: shared code never imports a feature or the app, and a
// feature never imports another feature or the app.
const features = ['home', 'about', 'events', 'answers', 'admin', 'not-found', 'learn'];
// The one sanctioned crossing: the home page hosts the learning hub, whose code is its own feature.
const hosts = { home: ['./learn'] };
const boundaries = [
  { target: './src/components', from: ['./src/features', './src/app'] },
  { target: './src/lib', from: ['./src/features', './src/app', './src/components'] },
  { target: './src/content', from: ['./src/features', './src/app', './src/components'] },
  { target: './src/features', from: ['./src/app'] },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...(hosts[feature] ?? [])],
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/lib/api/schema.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 2022 },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name=/^(left|right|marginLeft|marginRight|paddingLeft|paddingRight)$/]",
          message: 'Use CSS logical properties (inline-start / inline-end) so Arabic mirrors.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'vite.config.ts', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
