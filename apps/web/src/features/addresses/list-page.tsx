import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { PagedList } from '../common/paged-list';
import { RequireLogin } from '../common/require-login';
import { addressPaths } from './paths';
import { putPickedAddress, type Address } from './picked';
import { useAddresses, useDefaultAddress, useDeleteAddress } from './queries';
import './addresses.css';

/**
 * `/pagesA/manage/address-list`: my addresses (make one the default, edit, delete). With `?select=1&key=…` a tap
 * chooses an address and hands it back to the screen that opened the list.
 */
export function AddressListPage() {
  return (
    <RequireLogin>
      <AddressList />
    </RequireLogin>
  );
}

function AddressList() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const selecting = search.get('select') === '1';
  const key = search.get('key') ?? 'address';
  const list = useAddresses();
  const choose = (a: Address) => {
    putPickedAddress(key, a);
    navigate(-1);
  };
  return (
    <div className="addr" data-testid="address-list">
      {selecting && <p className="addr-hint">{t('addresses.list.selectHint')}</p>}
      <PagedList
        query={list}
        className="addr-list"
        testId="address-items"
        total={list.data?.pages[0]?.total}
        renderItem={(a) => <AddressCard a={a} onChoose={selecting ? () => choose(a) : undefined} />}
        empty={{ title: t('addresses.list.empty'), text: t('addresses.list.emptyText'), testId: 'address-empty' }}
        noMore={t('addresses.list.noMore')}
      />
      <div className="addr-bar">
        <Link to={addressPaths.edit} className="addr-add" data-testid="address-add">
          {t('addresses.list.add')}
        </Link>
      </div>
    </div>
  );
}

function AddressCard({ a, onChoose }: { a: Address; onChoose?: () => void }) {
  const { t } = useTranslation();
  const makeDefault = useDefaultAddress();
  const remove = useDeleteAddress();
  const confirmDelete = async () => {
    if (await Dialog.confirm({ content: t('addresses.list.deleteConfirm', { name: a.recipient }), confirmText: t('addresses.list.delete'), cancelText: t('addresses.list.cancel') })) remove.mutate(a.id);
  };
  const body = (
    <>
      <div className="addr-card__top">
        <span className="addr-card__name">{a.recipient}</span>
        <span className="addr-card__phone">{a.phone}</span>
        {a.is_default && <span className="addr-tag">{t('addresses.list.default')}</span>}
      </div>
      <div className="addr-card__line">
        {a.area} {a.street}
      </div>
    </>
  );
  return (
    <div className="addr-card" data-testid={`address-${a.id}`}>
      {onChoose ? (
        <button type="button" className="addr-card__choose" onClick={onChoose} data-testid={`address-choose-${a.id}`}>
          {body}
        </button>
      ) : (
        body
      )}
      {!onChoose && (
        <div className="addr-card__actions">
          {!a.is_default && (
            <Button size="mini" fill="none" onClick={() => makeDefault.mutate(a.id)} data-testid={`address-default-${a.id}`}>
              {t('addresses.list.makeDefault')}
            </Button>
          )}
          <Link to={addressPaths.editOf(a.id)} className="addr-card__edit" data-testid={`address-edit-${a.id}`}>
            {t('addresses.list.edit')}
          </Link>
          <Button size="mini" fill="none" color="danger" onClick={() => void confirmDelete()} data-testid={`address-delete-${a.id}`}>
            {t('addresses.list.delete')}
          </Button>
        </div>
      )}
    </div>
  );
}
