import { App, Button, Popconfirm } from 'antd';
import { HeartFilled } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FavouriteType } from '@gembourse/contracts/favourites';
import { favouriteKeys, removeFavourite } from '../api.ts';

/**
 * "Remove from favourites" after a confirmation naming the item. Uses the same toggle as the heart on a profile; the
 * lists are fetched again afterwards. A failure is told by the API client's toast.
 */
export function RemoveFavouriteButton({ type, id, name }: { type: FavouriteType; id: number; name: string }) {
  const { t } = useTranslation('favorites');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeFavourite(type, id),
    onSuccess: async () => {
      void message.success(t('remove.done'));
      await queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
    },
  });
  return (
    <Popconfirm
      title={t('remove.confirm')}
      description={t('remove.hint', { name })}
      okText={t('remove.ok')}
      cancelText={t('remove.cancel')}
      onConfirm={() => remove.mutateAsync().catch(() => undefined)}
    >
      <Button
        size="small"
        icon={<HeartFilled className="gb-fav__heart" />}
        loading={remove.isPending}
        aria-label={t('remove.label', { name })}
      >
        {t('remove.button')}
      </Button>
    </Popconfirm>
  );
}
