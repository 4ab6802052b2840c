// babel-jest is the test transform: it is the only one that keeps @loadable/babel-plugin working in SSR tests.
module.exports = (api) => {
  const isTest = api.env('test');
  const isServer = api.caller((caller) => caller && caller.target === 'node');
  return {
    presets: [
      ['@babel/preset-env', isTest || isServer ? { targets: { node: '20' } } : { bugfixes: true }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
    plugins: ['@loadable/babel-plugin'],
  };
};
