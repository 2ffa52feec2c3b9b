export { loginPokusaji, radnici } from './radnici.ts';
