/** A visitor of the proofs: pages, their files and a catalogue call, as a browser on the shop makes them. */
import { call, get } from './http.ts';

/** What one request answered: its status (599 for an API call that answered with an error code), and a hint. */
export type VisitAnswer = { what: string; status: number; detail: string };

/**
 * One visitor round: a page, the build id, the page's first script, a catalogue call. `origin` picks the
 * instance for each request, as a balancer does.
 */
export async function visitOnce(origin: () => string, index: number): Promise<VisitAnswer[]> {
  const page = await get(origin(), index % 2 ? '/' : '/en/');
  const script = /src="(\/_astro\/[^"]+\.js)"/.exec(page.text)?.[1];
  const answers: VisitAnswer[] = [{ what: 'page', status: page.status, detail: page.status ? '' : page.text.slice(0, 60) }];
  if (script) {
    const file = await get(origin(), script);
    answers.push({ what: `script ${script}`, status: file.status, detail: '' });
  }
  const buildId = await get(origin(), '/build-id.json');
  answers.push({ what: 'build id', status: buildId.status, detail: '' });
  const list = await call(origin(), '/api/portal/product/getList', { curPage: 1 });
  answers.push({ what: 'product list', status: list.code === '000000' ? list.status : list.status || 599, detail: list.code });
  return answers;
}
