// Jest's transform of an imported SVG file: its text, as the server's bundle imports it
// (scripts/webpack/rules.ts `svgRule('node')`: the icon sprite, server/render/iconSprite.ts).
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
