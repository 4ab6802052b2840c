// Jest stand-in for an imported asset file: its URL.
module.exports = '/static/asset.svg';
