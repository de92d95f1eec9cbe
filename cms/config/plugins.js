'use strict';

module.exports = () => ({
  upload: {
    config: {
      // What editors may upload: the images, videos and documents the site shows. Files are served
      // from the site's own origin (/uploads/…), so nothing a browser would run there (SVG, HTML,
      // scripts) is accepted. Strapi detects a file's type from its content where it can; text it
      // cannot recognise under an image's name is kept but served as that image type, and the
      // site sends every file with `X-Content-Type-Options: nosniff`.
      security: {
        allowedTypes: [
          'image/jpeg',
          'image/png',
          'image/webp',
          'image/avif',
          'image/gif',
          'video/mp4',
          'video/webm',
          'application/pdf',
        ],
      },
    },
  },
});
