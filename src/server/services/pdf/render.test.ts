import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText, pdfTextRuns } from '../../../../tests/helpers/pdf-text.ts';
import { ApiError } from '../../http/api-error.ts';
import { fenInChineseWords } from './chinese-amount.ts';
import { heading, keyValues, table } from './layout.ts';
import { renderPdf } from './render.ts';

const meta = { title: '报价单', author: '颜料商城', language: 'zh', queue: 'paperwork' } as const;

describe('renderPdf', () => {
  it('writes Chinese that a reader can select, with only the used glyphs embedded', async () => {
    const file = await renderPdf(meta, (doc) => {
      heading(doc, '报价单 Quotation');
      keyValues(doc, [
        ['产品', '钛白粉 金红石型'],
        ['合计', fenInChineseWords(123456)],
      ]);
    });
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(file);
    expect(text).toContain('报价单 Quotation');
    expect(text).toContain('钛白粉 金红石型');
    expect(text).toContain('壹仟贰佰叁拾肆元伍角陆分');
    expect(file.length).toBeLessThan(200_000);
  });

  it('sets typographic quotes in English as narrow Latin glyphs, as wide as straight ones, not full-width Chinese ones', async () => {
    const file = await renderPdf({ ...meta, language: 'en' }, (doc) => {
      doc.fontSize(20).text('the shop\'s "rules"').text('the shop’s “rules”').text('‘颜料’');
    });
    const [straight, curly, chinese] = await pdfTextRuns(file);
    expect(curly?.text).toBe('the shop’s “rules”');
    // The same letters: only the quotes differ, by a few thousandths of an em each, not by most of one.
    expect(Math.abs(curly!.width - straight!.width)).toBeLessThan(20 * 0.1);
    expect(chinese!.width).toBeLessThan(20 * 2 + 20 * 2 * 0.3);
  });

  it('keeps the Chinese full-width quotes around Chinese words in Chinese, and Latin ones inside Latin words', async () => {
    const file = await renderPdf(meta, (doc) => {
      doc.fontSize(20).text('“颜料”').text('颜料').text("O'Neil").text('O’Neil');
    });
    const [quoted, bare, straight, curly] = await pdfTextRuns(file);
    expect(quoted!.width - bare!.width).toBeCloseTo(2 * 20, 0);
    expect(Math.abs(curly!.width - straight!.width)).toBeLessThan(20 * 0.05);
  });

  it('runs a long table onto further pages, each with its header row', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => [`酞菁蓝 BGS ${i + 1}`, 'PB15:3', `${i + 1}`]);
    const file = await renderPdf(meta, (doc) => {
      table(
        doc,
        [
          { header: '产品名称', width: 0.5 },
          { header: '色索引', width: 0.3 },
          { header: '数量', width: 0.2, align: 'right' },
        ],
        rows,
      );
    });
    const pages = await pdfPages(file);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('产品名称');
    expect(pages.join('\n')).toContain('酞菁蓝 BGS 80');
  });

  it('makes two documents at a time: a third asked for meanwhile is refused as busy (a translated 503), not queued', async () => {
    const draw = (doc: Parameters<Parameters<typeof renderPdf>[1]>[0]) => heading(doc, '报价单');
    const running = [renderPdf(meta, draw), renderPdf(meta, draw)];
    const third = renderPdf(meta, draw);
    await expect(third).rejects.toBeInstanceOf(ApiError);
    await expect(third).rejects.toMatchObject({ errorName: 'serviceBusy' });
    await Promise.all(running);
    await expect(renderPdf(meta, draw)).resolves.toBeInstanceOf(Buffer);
  });

  it('keeps data sheets in a queue of their own: a busy quotation queue does not refuse one, nor one the other', async () => {
    const draw = (doc: Parameters<Parameters<typeof renderPdf>[1]>[0]) => heading(doc, '安全技术说明书');
    const sheet = { ...meta, queue: 'dataSheet' } as const;
    const running = [renderPdf(meta, draw), renderPdf(meta, draw), renderPdf(sheet, draw)];
    await expect(renderPdf(sheet, draw)).rejects.toMatchObject({ errorName: 'serviceBusy' });
    await expect(Promise.all(running)).resolves.toHaveLength(3);
  });
});
