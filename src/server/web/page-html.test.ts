import { describe, expect, it } from 'vitest';
import { checkTemplate, composePage, pageHeadTags, withAppName, withPublicOrigin } from './page-html.js';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="application-name" content="__APP_NAME__" />
    <title>__APP_NAME__</title>
    <meta name="description" content="Generic description." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pre-rendered page HTML', () => {
  it('replaces the generic head with the page head and fills the root', () => {
    const head = pageHeadTags(
      { title: 'Pricing and Plans · __APP_NAME__', description: 'Plans for every team.', type: 'website' },
      'https://write.example.com/pricing',
    );
    const html = withAppName(composePage(template, head, '<main><h1>Plans</h1></main>'), 'Quillcraft');

    expect(html).toContain('<title>Pricing and Plans · Quillcraft</title>');
    expect(html).toContain('<meta name="description" content="Plans for every team." />');
    expect(html).not.toContain('Generic description.');
    expect(html).toContain('<link rel="canonical" href="https://write.example.com/pricing" />');
    expect(html).toContain('<meta property="og:title" content="Pricing and Plans · Quillcraft" />');
    expect(html).toContain('<meta property="og:url" content="https://write.example.com/pricing" />');
    expect(html).toContain('<meta property="og:site_name" content="Quillcraft" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('<meta name="application-name" content="Quillcraft" />');
    expect(html).toContain('<div id="root"><main><h1>Plans</h1></main></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('escapes the head and the product name, and keeps "$" sequences of the markup literal', () => {
    const head = pageHeadTags({ title: 'Tips & "tricks" <b>', description: 'a > b', type: 'article' }, 'https://x.example/blog/a');
    const html = withAppName(composePage(template, head, '<p>costs $& $1 $$</p>'), 'A&B "Co"');
    expect(html).toContain('<title>Tips &amp; &quot;tricks&quot; &lt;b&gt;</title>');
    expect(html).toContain('content="a &gt; b"');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta name="application-name" content="A&amp;B &quot;Co&quot;" />');
    expect(html).toContain('<p>costs $& $1 $$</p>');
  });

  it('writes the instance\'s origin where a page names it, as the browser reads it from the canonical link', () => {
    const html = withPublicOrigin(composePage(template, '', "<pre>fetch('__PUBLIC_ORIGIN__/api/v1/analyze')</pre>"), 'HTTPS://Write.Example.com:443/');
    expect(html).toContain("<pre>fetch('https://write.example.com/api/v1/analyze')</pre>");
    expect(html).not.toContain('__PUBLIC_ORIGIN__');
  });

  it('refuses a template that lost a part the server fills in', () => {
    expect(() => checkTemplate(template)).not.toThrow();
    expect(() => checkTemplate(template.replace('<div id="root"></div>', '<div id="app"></div>'))).toThrow(/<div id="root"><\/div>/);
    expect(() => checkTemplate(template.replace(/<title>.*<\/title>/, ''))).toThrow(/<title>/);
  });
});
