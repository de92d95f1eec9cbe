'use strict';

const { WHOLE_PAGE, wholePagePopulate } = require('../../../pages/page-populate');
const { siteController } = require('../../../utils/site-controller');

// The site finds a page by its path (`filters[path][$eq]=…`), whole with `populate=pagina`; a list
// comes in path order.
module.exports = siteController('api::page.page', {
  sort: ['path:asc', 'id:asc'],
  populates: { [WHOLE_PAGE]: () => wholePagePopulate(strapi) },
});
