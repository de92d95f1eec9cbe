// Asset imports become their file name, as a URL would be in the bundle.
module.exports = { __esModule: true, default: 'test-asset-url' };
