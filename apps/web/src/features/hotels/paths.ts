import { stayParams, type Stay } from './stay';

/** The hotel screens' addresses (spec `/pagesA/hotel/*`); the stay rides along where a screen shows prices. */
export const HOTEL = '/pagesA/hotel';
export const hotelPaths = {
  list: (stay?: Stay) => (stay ? `${HOTEL}/list?${stayParams(stay)}` : `${HOTEL}/list`),
  detail: (id: number, stay?: Stay) => (stay ? `${HOTEL}/detail?${stayParams(stay, { id })}` : `${HOTEL}/detail?id=${id}`),
  house: (id: number, stay?: Stay) => (stay ? `${HOTEL}/house?${stayParams(stay, { id })}` : `${HOTEL}/house?id=${id}`),
  about: (id: number) => `${HOTEL}/about?id=${id}`,
  orders: `${HOTEL}/order`,
  pay: (orderId: number) => `${HOTEL}/pay?id=${orderId}`,
  release: (id?: number) => (id ? `${HOTEL}/release?id=${id}` : `${HOTEL}/release`),
  manage: `${HOTEL}/manage`,
  rooms: (hotelId: number) => `${HOTEL}/house-list?hotel_id=${hotelId}`,
  hotelOrders: (hotelId?: number) => (hotelId ? `${HOTEL}/hotel-order?hotel_id=${hotelId}` : `${HOTEL}/hotel-order`),
};
