// The head tags of the public pages (issue 29 item 4): the builders the server renderer and the client's navigation
// call, and the two writers. docs/decisions.md "Head tags and structured data (issue 29)".
export type { HeadImage, HeadTags, JsonLd, Robots, SeoContext, SeoT } from './head-tags.ts';
export { SEO_NAMESPACES } from './head-tags.ts';
export { productHead } from './product-head.ts';
export { companyHead } from './company-head.ts';
export { catalogueHead, directoryHead } from './list-heads.ts';
export { homeHead, notFoundHead, staticPageHead } from './page-head.ts';
export { robotsOf } from './robots.ts';
export { headTagsHtml } from './head-html.ts';
export { applyHeadTags } from './apply-head-tags.ts';
export { HEAD_MARK } from './head-elements.ts';
