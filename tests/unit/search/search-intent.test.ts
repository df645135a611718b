import { describe, expect, it } from 'vitest';
import { decodeProductUrlParam, productPageHref } from '../../../src/lib/product/product-url-param';
import { searchIntent } from '../../../src/lib/search/search-intent';

const productLinkOf = (intent: ReturnType<typeof searchIntent>) =>
  intent.kind === 'product' ? decodeProductUrlParam(new URL(intent.href, 'http://shop.test').searchParams.get('url')) : null;

describe('searchIntent', () => {
  it('does nothing for empty text', () => {
    expect(searchIntent('')).toEqual({ kind: 'empty' });
    expect(searchIntent('   \n')).toEqual({ kind: 'empty' });
  });

  it('searches a keyword', () => {
    expect(searchIntent('  red dress ')).toEqual({ kind: 'keyword', keyword: 'red dress' });
  });

  it('opens the product of the first link, a mobile 1688 link as the desktop offer page', () => {
    const intent = searchIntent('wholesale bags https://detail.m.1688.com/page/index.html?offerId=610947572360&x=1 and https://item.jd.com/1.html');
    expect(intent.kind).toBe('product');
    expect(productLinkOf(intent)).toBe('https://detail.1688.com/offer/610947572360.html');
  });

  it('opens the product of a marketplace share text', () => {
    expect(productLinkOf(searchIntent('【淘宝】https://item.taobao.com/item.htm?id=652389001234「连衣裙」'))).toBe('https://item.taobao.com/item.htm?id=652389001234');
  });

  it('takes the short link out of the share texts the marketplaces’ apps copy, for the provider to follow', () => {
    const shares: [string, string][] = [
      ['【淘宝】https://m.tb.cn/h.5abc123 「宽松衬衫」点击链接直接打开', 'https://m.tb.cn/h.5abc123'],
      ['【天猫】https://m.tb.cn/h.gT7kLmN?tk=AbCd 「连衣裙」点击链接直接打开 或者 淘宝搜索直接打开', 'https://m.tb.cn/h.gT7kLmN?tk=AbCd'],
      ['【京东】https://3.cn/1ABCdef-「运动鞋」点击链接直接打开', 'https://3.cn/1ABCdef-'],
      ['【京东】https://u.jd.com/xYz12Ab 快来看看这个商品', 'https://u.jd.com/xYz12Ab'],
      ['【阿里1688】https://qr.1688.com/s/AbCdEf12 复制此链接，打开阿里巴巴APP', 'https://qr.1688.com/s/AbCdEf12'],
      ['【得物】https://dw4.co/t/A/1AbCdEfG 打开得物App查看商品', 'https://dw4.co/t/A/1AbCdEfG'],
    ];
    for (const [share, link] of shares) expect(searchIntent(share), share).toEqual({ kind: 'short-link', link });
  });

  it('shows the wrong-link modal for a link that is no product', () => {
    expect(searchIntent('https://s.taobao.com/search?q=dress')).toEqual({ kind: 'wrong-link', link: 'https://s.taobao.com/search?q=dress' });
    expect(searchIntent('see https://example.com')).toMatchObject({ kind: 'wrong-link' });
  });

  it('opens a shared product page of this storefront (another tenant too) with its filters', () => {
    const shared = `https://vn.shop.example${productPageHref('https://item.jd.com/100012043978.html', 'Colour:Red')}`;
    const intent = searchIntent(shared);
    expect(productLinkOf(intent)).toBe('https://item.jd.com/100012043978.html');
    expect(intent.kind === 'product' && new URL(intent.href, 'http://x').searchParams.get('filters')).toBe('Colour:Red');
    expect(searchIntent('https://shop.example/product?url=1garbage').kind).toBe('wrong-link');
  });
});
