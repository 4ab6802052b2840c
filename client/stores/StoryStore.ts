/**
 * The story on its detail page (SPEC §3) and its content sections. Apart from the lists
 * (./StoriesStore.ts): the detail page loads only this and the topics (./StoryTopicsStore.ts), in
 * one read when the topics are not loaded yet.
 */
import { flow, types } from 'mobx-state-tree';
import type { Locale } from '../../shared/constants';
import type { ContainerSection } from '../../shared/contract/pages';
import type { ArticleDetail, StoryTopics, WithStoryTopics } from '../../shared/contract/stories';
import * as storyPaths from '../../shared/api/storyPaths';
import { defineArea } from './areas';
import { storeEnv } from './env';
import { loadWithSections } from './objectSections';

export const StoryStore = types
  .model('StoryStore', {
    currentArticle: types.maybeNull(types.frozen<ArticleDetail>()),
    /** the content sections of `currentArticle` */
    sections: types.frozen<ContainerSection[]>([]),
  })
  .actions((self) => ({
    setArticle(article: ArticleDetail | null, sections: ContainerSection[]) {
      self.currentArticle = article;
      self.sections = sections;
    },
  }))
  .actions((self) => ({
    /**
     * One article and its content sections; with `withTopics`, in the same read the stories'
     * categories and tags, answered (undefined when not asked for, or from a back end that does not
     * bring them). Throws ApiError (404 for unknown or offline).
     */
    loadArticle: flow(function* loadArticle(locale: Locale, id: number, withTopics = false) {
      const env = storeEnv(self);
      const [answer, sections]: [WithStoryTopics<ArticleDetail>, ContainerSection[]] = yield loadWithSections<WithStoryTopics<ArticleDetail>>(
        env,
        storyPaths.article(locale, id),
        withTopics ? ['topics'] : [],
      );
      const { topics, ...article } = answer;
      self.setArticle(article, sections);
      return topics as StoryTopics | undefined;
    }),
  }));

/** The story detail's store (./areas.ts). */
export const storyArea = defineArea('story', StoryStore);
