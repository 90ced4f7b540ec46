// The exchange feature's public entry for other features: the listings' second price (≈ ¥…). Light on purpose.
export { useHomePriceText } from './home-price';
