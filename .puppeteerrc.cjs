/**
 * puppeteer's own configuration (https://pptr.dev/guides/configuration): no browser download at
 * install. The tests and the bench drive Debian's Chromium (/usr/bin/chromium, installed by .ci/run).
 */
module.exports = { skipDownload: true };
