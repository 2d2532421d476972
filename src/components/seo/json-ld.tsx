// One JSON-LD block. The JSON is escaped for inline scripts (see serializeJsonLd), so text from
// the CMS can never end the script element.
import React from 'react';
import { serializeJsonLd } from '@/lib/seo/serialize-json-ld';

export const JsonLd = ({ data }: { data: object }) => (
  <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
);
