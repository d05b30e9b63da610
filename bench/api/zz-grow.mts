import { postgresBenchDatabase } from './databases';
const db = await postgresBenchDatabase('postgres://postgres@127.0.0.1:5432/postgres');
console.time('grow');
console.log(await db.grow(Number(process.argv[2] ?? 100000)));
console.timeEnd('grow');
