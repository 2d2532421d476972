// Babel transform for jest, with the presets Gatsby itself compiles the site with.
module.exports = require('babel-jest').createTransformer({
  presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'],
  babelrc: false,
  configFile: false,
});
