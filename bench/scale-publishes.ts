/**
 * bench:scale's publishes on a running shop, as the demo admin: an article's text (a content-only change
 * of one page), then a product's name, then three more article edits; each published and timed until the
 * job succeeded. The first also measures the disk it added to the builds folder.
 */
import { join } from 'node:path';
import { currentBuild } from '../src/server/publish/publisher.ts';
import { adminSession, type TimedPublish } from './admin-session.ts';
import { buildFoldersAfterRemoval, diskKb, pagesWrittenAnew } from './build-folders.ts';
import { getList } from './catalogue-requests.ts';
import { keepCount } from './scale-report.ts';

/** `shown`: the page the edit changes carries it once the job has succeeded. */
type MeasuredPublish = TimedPublish & { writtenAnew: number; shown: boolean };

export type PublishFigures = {
  content: MeasuredPublish;
  product: MeasuredPublish;
  /** The third to fifth publishes. */
  laterSeconds: number[];
  laterShown: boolean;
  fullBuildKb: number;
  /** The builds folder after the content publish less before it: what one changed page cost on disk. */
  contentAddedKb: number;
  foldersAfterFivePublishes: number;
};

export async function measurePublishes(origin: string, buildsDir: string, say: (line: string) => void): Promise<PublishFigures> {
  const admin = await adminSession(origin);
  const [article] = await admin.call<{ id: number }[]>('/api/admin/content/article/list', {});
  if (!article) throw new Error('the seeded shop has no article to edit');
  const articlePath = `/consult/${article.id}`;
  const editArticle = async (edit: number) => {
    const marker = `基准发布 ${edit}-${Date.now()}`;
    await admin.call('/api/admin/content/article/update', { id: article.id, contentZh: `<p>${marker}</p>` });
    return marker;
  };
  const pageShows = async (path: string, text: string) => (await (await fetch(`${origin}${path}`)).text()).includes(text);

  const editAndPublish = async (edit: () => Promise<string>, path: string): Promise<MeasuredPublish> => {
    const previous = currentBuild(buildsDir)!.dir;
    const marker = await edit();
    const published = await admin.publish();
    return { ...published, writtenAnew: pagesWrittenAnew(previous, join(buildsDir, published.job.buildId)), shown: await pageShows(path, marker) };
  };
  const done = (what: string, publish: MeasuredPublish) =>
    say(
      `${what} published in ${publish.seconds.toFixed(1)} s (${publish.job.pagesBuilt} pages rendered, ${publish.job.pagesReused} reused; ${publish.writtenAnew} HTML files not linked)`,
    );

  say(`publishing a change to article ${article.id}…`);
  const fullBuildKb = diskKb(currentBuild(buildsDir)!.dir);
  const folderBefore = diskKb(buildsDir);
  const content = await editAndPublish(() => editArticle(1), articlePath);
  const contentAddedKb = diskKb(buildsDir) - folderBefore;
  done('article', content);

  const [card] = (await getList(origin, {})).items;
  if (!card) throw new Error('the listing is empty');
  say(`publishing a new name for product ${card.id}…`);
  const renameProduct = async () => {
    const marker = `改名${Date.now()}`;
    await admin.call('/api/admin/catalog/product/update', { id: card.id, nameZh: `${card.name} ${marker}` });
    return marker;
  };
  const product = await editAndPublish(renameProduct, `/productDetails/${card.id}`);
  done('product', product);

  const laterSeconds: number[] = [];
  let laterShown = true;
  for (const edit of [3, 4, 5]) {
    const marker = await editArticle(edit);
    laterSeconds.push((await admin.publish()).seconds);
    laterShown &&= await pageShows(articlePath, marker);
    say(`publish ${edit} of 5 done in ${laterSeconds.at(-1)!.toFixed(1)} s`);
  }
  return {
    content,
    product,
    laterSeconds,
    laterShown,
    fullBuildKb,
    contentAddedKb,
    foldersAfterFivePublishes: await buildFoldersAfterRemoval(buildsDir, keepCount()),
  };
}
