'use strict';

/**
 * The marketing pages as seeded, in the order they are created: one file a page. `/` is the
 * home page; the site shows the same page at /home (an address of the remote's, not an entry).
 */
module.exports = [
  require('./home'),
  require('./customer-experience'),
  require('./productivity'),
  require('./digital-signage'),
  require('./content-management'),
  require('./lift-and-learn'),
  require('./audience-measurement'),
  require('./internal-communications'),
  require('./ai-assistant'),
  require('./cloud'),
  require('./podcast'),
  require('./about-us'),
];
