/**
 * webpack loader for react-router's bundle (production client only): lets the minifier drop the
 * components the app does not use. react-router ships as one file whose top level assigns each
 * component's displayName (read only by React's development tools) and creates components and
 * contexts with calls the minifier must assume have effects: both keep every component (Form,
 * ScrollRestoration, Await, …) with all it calls. This removes the assignments and marks those calls pure.
 */
module.exports = function dropDisplayNames(source) {
  return source
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^((?:var|const|let) [A-Za-z_$][\w$]* = )(React\w*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2');
};
