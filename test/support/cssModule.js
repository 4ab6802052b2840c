// Jest stand-in for CSS: a CSS Module's class names come back as written (styles.title === 'title').
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
