/** webpack loader: a JSON file without its indentation (the language files, served as they are: scripts/webpack/rules.ts). */
module.exports = function minifyJson(source) {
  return JSON.stringify(JSON.parse(source));
};
