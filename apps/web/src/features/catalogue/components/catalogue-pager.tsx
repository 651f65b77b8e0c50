import { Button, Pagination, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS, type CatalogueAnswer } from '@gembourse/contracts/catalogue-search';
import type { CatalogueState } from '../catalogue-params.ts';

type PagePatch = Pick<Partial<CatalogueState>, 'page' | 'after' | 'before'>;

/** Where going to page `p` from the answer on screen leads: a cursor for the neighbours, a page number otherwise. */
export function pagePatch(answer: CatalogueAnswer, p: number): PagePatch {
  if (p === answer.page + 1 && answer.next) return { page: p, after: answer.next, before: undefined };
  if (p === answer.page - 1 && answer.prev) return { page: p, before: answer.prev, after: undefined };
  return { page: p, after: undefined, before: undefined };
}

/**
 * Paging: Previous and Next follow the answer's keyset cursors (as cheap on page 1,000 as on page 1); page numbers
 * jump by number up to CATALOGUE_LIMITS.jumpPageMax. Beyond that only Previous and Next remain.
 */
export function CataloguePager({ answer, onPage }: { answer: CatalogueAnswer; onPage: (patch: PagePatch) => void }) {
  const { t } = useTranslation('catalogue');
  const { page, pageSize } = answer;
  if (answer.limited || (page === 1 && !answer.next)) return null;

  const prevNext = (type: 'prev' | 'next') => (type === 'prev' ? t('paging.prev') : t('paging.next'));
  if (page > CATALOGUE_LIMITS.jumpPageMax) {
    return (
      <nav className="gb-cat-pager gb-cat-pager--deep" aria-label={t('paging.label')}>
        <Button icon={<LeftOutlined />} disabled={!answer.prev} onClick={() => onPage(pagePatch(answer, page - 1))}>
          {t('paging.prev')}
        </Button>
        <Typography.Text>{t('paging.page', { page })}</Typography.Text>
        <Button disabled={!answer.next} onClick={() => onPage(pagePatch(answer, page + 1))}>
          {t('paging.next')} <RightOutlined />
        </Button>
      </nav>
    );
  }

  // Numbered pages stop at the jump limit; the answer's cursors decide whether there is a next page at all.
  const numbered = Math.min(Math.ceil(answer.total / pageSize), CATALOGUE_LIMITS.jumpPageMax);
  const pages = answer.next ? Math.max(numbered, page + 1) : page;
  return (
    <nav className="gb-cat-pager" aria-label={t('paging.label')}>
      <Pagination
        current={page}
        pageSize={pageSize}
        total={Math.max(pages, page) * pageSize}
        showSizeChanger={false}
        showLessItems
        itemRender={(_, type, original) =>
          type === 'prev' || type === 'next' ? (
            <Button size="small" type="text" icon={type === 'prev' ? <LeftOutlined /> : undefined} aria-label={prevNext(type)}>
              {prevNext(type)}
              {type === 'next' ? <RightOutlined /> : null}
            </Button>
          ) : (
            original
          )
        }
        onChange={(p) => onPage(pagePatch(answer, p))}
      />
    </nav>
  );
}
